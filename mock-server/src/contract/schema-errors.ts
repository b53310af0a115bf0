import type { ErrorObject } from 'ajv';

/** A branch of an `anyOf` / `oneOf` that a value missed only by not being the other kind (`''`, null): no news to its reader. */
const isOtherBranch = (error: ErrorObject) =>
  error.keyword === 'anyOf' ||
  error.keyword === 'oneOf' ||
  /\/(anyOf|oneOf)\/\d+\/(const|type)$/.test(error.schemaPath);

/** A field's `format` says what a long `pattern` spells out, in words a reader knows. */
const rank = (error: ErrorObject) => (error.keyword === 'format' ? 0 : error.keyword === 'pattern' ? 2 : 1);

/** The error of `errors` (all about one value) that tells its reader most. */
export function clearestError(errors: readonly ErrorObject[]): ErrorObject {
  const telling = errors.filter((error) => !isOtherBranch(error));
  const [clearest] = [...(telling.length ? telling : errors)].sort((a, b) => rank(a) - rank(b));
  if (!clearest) throw new Error('no error to describe');
  return clearest;
}

/** The JSON path of what `error` is about: a missing or unknown field is about the field, not its object. */
export function errorSegments(error: ErrorObject): string[] {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const field = error.params.missingProperty ?? error.params.additionalProperty ?? error.params.unevaluatedProperty;
  return typeof field === 'string' ? [...segments, field] : segments;
}

/**
 * What `error` says its value breaks, without the value (it may be a password or a whole avatar);
 * `unknown` is what is said of a field the schema does not list.
 */
export function errorRule(error: ErrorObject, unknown: string): string {
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return unknown;
    case 'enum': {
      const allowed = error.params.allowedValues as unknown[];
      // A long list (the menu icons) would bury the message: the contract names them.
      return allowed.length > 10
        ? `must be one of the ${allowed.length} values openapi.yaml lists`
        : `must be one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}`;
    }
    default:
      return error.message ?? 'is invalid';
  }
}
