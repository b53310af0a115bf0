/**
 * A list's query in the address bar (pure): which URL parameter holds which query field, how a
 * raw value is checked, and the conversions both ways. A value the contract would refuse is
 * ignored (the field keeps its default), so a hand-edited or stale link never provokes a 400.
 */
import { PAGE_SIZES } from '@/components/data-table/page-numbers';
import type { Enablement, PageQuery } from './crud-types';

/** One query field's URL parameter. */
export interface ParamSpec<Value> {
  /** The parameter's name in the URL, e.g. `q`. */
  name: string;
  /** The field's value for a raw parameter, or `undefined` when the contract would refuse it. */
  parse: (raw: string) => Value | undefined;
}

/** The URL parameters of a list: one per query field kept in the URL. */
export type ListParamSpecs<Query> = { [Field in keyof Query]?: ParamSpec<NonNullable<Query[Field]>> };

/** How a list's query lives in the URL. */
export interface ListUrl<Query> {
  params: ListParamSpecs<Query>;
  /** Fixes combinations of valid values the contract refuses (e.g. a date range given backwards). @default none */
  normalize?: (query: Query) => Query;
}

/** A trimmed text of at most `maxLength` characters (the contract's keywords: 64). */
export function textParam(name: string, maxLength = 64): ParamSpec<string> {
  return { name, parse: (raw) => (raw.trim() !== '' && raw.trim().length <= maxLength ? raw.trim() : undefined) };
}

/** One of `values` (strings or numbers), as written in the URL. */
export function choiceParam<Value extends string | number>(name: string, values: readonly Value[]): ParamSpec<Value> {
  return { name, parse: (raw) => values.find((value) => String(value) === raw) };
}

/** A whole number from `min` to `max`, written in plain digits. */
export function integerParam(name: string, min: number, max: number): ParamSpec<number> {
  return {
    name,
    parse: (raw) => {
      const value = /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
      return value >= min && value <= max ? value : undefined;
    },
  };
}

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30). */
export function dateParam(name: string): ParamSpec<string> {
  return {
    name,
    parse: (raw) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
      const day = new Date(`${raw}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(raw) ? raw : undefined;
    },
  };
}

/**
 * An instant (RFC 3339 with its offset, at most 40 characters as the contract allows), kept as
 * `toISOString()` writes it, so that two instants compare as texts.
 */
export function instantParam(name: string): ParamSpec<string> {
  return {
    name,
    parse: (raw) => {
      if (raw.length > 40 || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) {
        return undefined;
      }
      const time = Date.parse(raw);
      return Number.isNaN(time) ? undefined : new Date(time).toISOString();
    },
  };
}

/** A text matching `pattern` in full (e.g. the contract's comma-separated ids). */
export function patternParam(name: string, pattern: RegExp): ParamSpec<string> {
  return { name, parse: (raw) => (pattern.test(raw) ? raw : undefined) };
}

/** The page (`page`, within the contract's 1 to 1 000 000) and size (`size`, one the pager offers). */
export const pageParams: ListParamSpecs<Required<PageQuery>> = {
  current: integerParam('page', 1, 1_000_000),
  pageSize: choiceParam('size', PAGE_SIZES),
};

/** The keyword of every list (`queryValue`): `q`. */
export const keywordParam = textParam('q');

/** The enabled/disabled filter of users and roles: `status`. */
export const statusParam = choiceParam<Enablement>('status', ['enabled', 'disabled']);

/** The sort: `sort`, one of the list's sortable `fields`, and `order`, `asc` or `desc`. */
export function sortParams<const Field extends string>(
  fields: readonly Field[],
): ListParamSpecs<{ sortField: Field; sortOrder: 'asc' | 'desc' }> {
  return { sortField: choiceParam('sort', fields), sortOrder: choiceParam('order', ['asc', 'desc'] as const) };
}

const specsOf = <Query>(url: ListUrl<Query>) =>
  Object.entries(url.params) as [keyof Query & string, ParamSpec<unknown>][];

/**
 * The query `params` ask for: every field of the URL at its parsed value, a missing or invalid
 * parameter at its default, an empty one (`q=`) cleared (`undefined`) even where the default is
 * set. Fields the URL does not hold keep their `defaults`.
 */
export function queryFromParams<Query extends object>(
  params: URLSearchParams,
  url: ListUrl<Query>,
  defaults: Query,
): Query {
  const query = { ...defaults } as Record<string, unknown>;
  for (const [field, spec] of specsOf(url)) {
    const raw = params.get(spec.name);
    if (raw === '') query[field] = undefined;
    else if (raw !== null) query[field] = spec.parse(raw) ?? query[field];
  }
  const parsed = query as Query;
  return url.normalize ? url.normalize(parsed) : parsed;
}

/**
 * The URL parameters for `query`: only the fields that differ from `defaults` (a cleared field
 * whose default is set is written empty), the parameters of `base` that are not the list's kept.
 */
export function paramsFromQuery<Query extends object>(
  query: Query,
  url: ListUrl<Query>,
  defaults: Query,
  base = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const [field, spec] of specsOf(url)) {
    params.delete(spec.name);
    const value = query[field];
    if (value !== defaults[field]) params.set(spec.name, value === undefined ? '' : String(value));
  }
  return params;
}

/** The query change that makes a list's query exactly `query` in every field the URL holds. */
export function changeOf<Query extends object>(query: Query, url: ListUrl<Query>): Partial<Query> {
  return Object.fromEntries(specsOf(url).map(([field]) => [field, query[field]])) as Partial<Query>;
}
