import { fullFormats } from 'ajv-formats/dist/formats';
import fc from 'fast-check';
import { demoItemId } from '../../mock-server/src/plugins/demo-list/seed';
import { SHOWN_NAME_PATTERN } from '@shared/names';
import { BLANK_NAMES } from '@shared/testing/blank-names';
import * as forms from '@shared/contract/patterns/forms';
import * as menu from '@shared/contract/patterns/menu';
import { contract } from './support/openapi-validator';
import { contractSeed } from './support/bad-input/settings';

type Json = Record<string, unknown>;

/** The node at a JSON pointer of the contract. */
const at = (pointer: string): Json =>
  pointer
    .split('/')
    .slice(1)
    .reduce<Json>((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, contract.document);

const schema = (name: string) => `/components/schemas/${name}`;
const property = (name: string, field: string) => `${schema(name)}/properties/${field}`;

/** The contract's own pattern at `pointer`, as the validators read it. */
const patternAt = (pointer: string) => new RegExp(at(pointer).pattern as string, 'u');

/** Every place of the contract that states a pattern, with the name it stands under (`Email`, `realName`). */
const patternPlaces = (node: unknown, pointer = ''): { pointer: string; key: string; pattern: string }[] => {
  if (node === null || typeof node !== 'object') return [];
  const own = (node as Json).pattern;
  const here = typeof own === 'string' ? [{ pointer, key: pointer.split('/').at(-1) ?? '', pattern: own }] : [];
  return here.concat(
    Object.entries(node).flatMap(([key, child]) =>
      patternPlaces(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`),
    ),
  );
};

/**
 * Each pattern the web app checks (generated from the contract by `npm run gen:api`) against every
 * place of the contract that states a pattern under one of the names it serves: a place that states
 * it another way fails here (the mock reads every pattern from the contract itself).
 */
const SAME_PATTERNS: [string, RegExp, string[]][] = [
  ['Email (web forms)', forms.EMAIL_PATTERN, ['Email']],
  ['OptionalPhone (web forms)', forms.PHONE_PATTERN, ['OptionalPhone']],
  ['Href (web menu)', menu.HREF_PATTERN, ['Href']],
  ['routeName (web menu)', menu.ROUTE_NAME_PATTERN, ['routeName']],
  ['routePath (web menu)', menu.ROUTE_PATH_PATTERN, ['routePath']],
  ['component (web menu)', menu.COMPONENT_PATTERN, ['component']],
  ['ActionCode (web menu)', menu.ACTION_CODE_PATTERN, ['ActionCode']],
  ['shown names (web forms)', SHOWN_NAME_PATTERN, ['name', 'realName', 'owner']],
];

describe('the web forms and the contract state the same patterns', () => {
  it.each(SAME_PATTERNS)('%s', (_name, regex, keys) => {
    expect(regex.flags).toBe('u');
    const places = patternPlaces(contract.document).filter((place) => keys.includes(place.key));
    expect(places).not.toHaveLength(0);
    for (const { pointer, pattern } of places)
      expect({ pointer, source: new RegExp(pattern, 'u').source }).toEqual({ pointer, source: regex.source });
  });
});

describe('paging', () => {
  it('states the same bounds on every paging parameter and in every page answered', () => {
    const current = at('/components/parameters/Current/schema');
    const pageSize = at('/components/parameters/PageSize/schema');
    expect(current).toMatchObject({ type: 'integer', minimum: 1, maximum: 1_000_000 });
    expect(pageSize).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(at(property('Pagination', 'current'))).toMatchObject({ minimum: current.minimum, maximum: current.maximum });
    expect(at(property('Pagination', 'pageSize'))).toMatchObject({
      minimum: pageSize.minimum,
      maximum: pageSize.maximum,
    });
    const pagingOf = (path: string) =>
      ((at(`/paths/${path}/get`).parameters as Json[]) ?? [])
        .map((p) => p.$ref)
        .filter((ref) => typeof ref === 'string');
    for (const path of ['~1users', '~1roles', '~1resources', '~1demo~1list-items']) {
      expect(pagingOf(path)).toEqual(
        expect.arrayContaining(['#/components/parameters/Current', '#/components/parameters/PageSize']),
      );
    }
  });
});

describe('patterns stand for their formats exactly', () => {
  const options = { seed: contractSeed, numRuns: 300 };
  const emailPattern = patternAt(schema('Email'));
  const hrefPattern = patternAt(schema('Href'));
  // ajv-formats' full rules: `email` is a regular expression, `uri` a function.
  const email = fullFormats.email as RegExp;
  const uri = fullFormats.uri as (value: string) => boolean;

  it('every email the pattern takes is an email to ajv-formats, and the other way round', () => {
    fc.assert(
      fc.property(fc.stringMatching(emailPattern), (value) => email.test(value)),
      options,
    );
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (value) => email.test(value) === emailPattern.test(value)),
      options,
    );
  });

  it('every href the pattern takes is a URI to ajv-formats', () => {
    fc.assert(
      fc.property(fc.stringMatching(hrefPattern), (value) => uri(value)),
      options,
    );
    expect(contract.errorsFor(schema('Href'), 'https://github.com/LyricTian/gin-admin')).toBeNull();
    expect(contract.errorsFor(schema('Href'), 'javascript:alert(1)')).toMatch(/pattern/);
  });
});

describe('shown names', () => {
  it("are refused by the suite's own validator when they show nothing, and taken when something shows", () => {
    for (const name of BLANK_NAMES) {
      expect({ name, errors: contract.errorsFor(property('SystemRoleParam', 'name'), name) }).toEqual({
        name,
        errors: expect.stringMatching(/pattern/),
      });
    }
    for (const name of ['管理员\u200b', 'a', '審計 ２'])
      expect({ name, errors: contract.errorsFor(property('SystemRoleParam', 'name'), name) }).toEqual({
        name,
        errors: null,
      });
  });
});

describe('demo item ids', () => {
  it('keep the contract pattern for every index the server can count to', () => {
    const index = fc.oneof(
      fc.integer({ min: 1, max: 200_000 }),
      fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      fc.constant(Number.MAX_SAFE_INTEGER),
    );
    fc.assert(
      fc.property(index, (i) => contract.errorsFor(schema('DemoItemId'), demoItemId(i)) === null),
      { seed: contractSeed, numRuns: 500 },
    );
    expect(demoItemId(100_000)).toBe('item-100000');
  });

  it('are refused rather than made past the largest safe integer', () => {
    expect(() => demoItemId(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(() => demoItemId(0)).toThrow(RangeError);
  });
});
