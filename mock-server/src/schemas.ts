import type { RouteOptionsPayload } from '@hapi/hapi';
import Joi from 'joi';
import { SHOWN_NAME_PATTERN } from '../../shared/names';

// Every pattern here is the contract's pattern, character for character (tests/contract/formats.test.ts
// compares them), so that the mock refuses exactly what openapi.yaml refuses.

/** `Md5Hex` in the contract. */
export const MD5_HEX_PATTERN = /^[0-9a-f]{32}$/u;
/** `CaptchaIdValue` in the contract. */
export const CAPTCHA_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/u;
/** Shown text that may be empty (memos, descriptions): no control characters or lone surrogates. */
export const SHOWN_TEXT_PATTERN = /^[^\p{Cc}\p{Cs}]*$/u;
/** `Email` in the contract: ajv-formats' own `email` rule (full mode), spelled out case by case. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/u;
/** `OptionalPhone` in the contract: digits with spaces, `-` and parentheses after an optional `+` or `(`; or empty. */
export const PHONE_PATTERN = /^(?:[+(]?[0-9][0-9() -]{3,30})?$/u;
/** `Avatar` in the contract: an image data URL of a raster or SVG type, or a path on this origin (never `//host` or `/\`). */
export const AVATAR_PATTERN =
  /^(?:data:image\/(?:png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}|\/(?![/\\])[^\s"'<>\\]*)$/u;
/** `Href` in the contract: http(s), a host name, an optional port, then RFC 3986 path, query and fragment characters. */
export const HREF_PATTERN =
  /^https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::[0-9]{1,5})?(?:\/(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})*)*(?:\?(?:(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})|[/?])*)?(?:#(?:(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})|[/?])*)?$/u;

/**
 * A string of at most `max` characters as the contract counts them: Unicode code points, not the
 * UTF-16 units of joi's own `max` (an emoji is one character to ajv and two to joi).
 */
export function chars(max: number): Joi.StringSchema {
  return Joi.string().custom((value: string, helpers) =>
    [...value].length > max ? helpers.error('string.max', { limit: max }) : value,
  );
}

/** The lowercase hex MD5 a client sends for a password (`Md5Hex` in the contract). */
export const MD5_HEX = Joi.string().pattern(MD5_HEX_PATTERN, 'MD5 hex');

/** A captcha id (`CaptchaIdValue` in the contract). */
export const CAPTCHA_ID = Joi.string().pattern(CAPTCHA_ID_PATTERN, 'captcha id');

const trim = (value: string) => value.trim();

/** Text shown to people that may be empty (memos, descriptions): at most `max` characters, printable, stored trimmed. */
export function shownText(max: number): Joi.StringSchema {
  return chars(max).pattern(SHOWN_TEXT_PATTERN, 'printable text').custom(trim).allow('');
}

/** A name shown to people: at most `max` characters, printable, not blank (nor only invisible code points), stored trimmed. */
export function shownName(max: number): Joi.StringSchema {
  return chars(max).pattern(SHOWN_NAME_PATTERN, 'printable text').custom(trim);
}

/** An optional email address (`''` clears it). */
export const EMAIL = chars(254).pattern(EMAIL_PATTERN, 'email').allow('');

/** An optional phone number (`''` clears it). */
export const PHONE = chars(32).pattern(PHONE_PATTERN, 'phone').allow('');

/** An avatar: an image data URL or a same-origin path. */
export const AVATAR = chars(65536).pattern(AVATAR_PATTERN, 'avatar');

/** An external `http:`/`https:` link. */
export const HREF = chars(2048).pattern(HREF_PATTERN, 'href');

/**
 * A JSON body of `keys`, never converted: `"5"` stays a string and is refused where the contract
 * wants an integer (joi's default would turn it into 5). Strings are trimmed by their own rules.
 */
export function jsonBody(keys: Joi.PartialSchemaMap): Joi.ObjectSchema {
  return Joi.object(keys).prefs({ convert: false }).required().label('body');
}

const digitsJoi = Joi.extend({
  type: 'digits',
  base: Joi.number().integer(),
  prepare: (value: unknown, helpers: Joi.CustomHelpers) =>
    typeof value === 'string' && !/^[0-9]+$/.test(value) ? { errors: [helpers.error('number.base')] } : { value },
}) as { digits: () => Joi.NumberSchema };

/**
 * An integer query or path parameter: the value arrives as a string and only digits are taken
 * (joi's own number conversion would also take `+5`, ` 5`, `5.0` and `5e0`).
 */
export const digits = (): Joi.NumberSchema => digitsJoi.digits();

/**
 * The payload options of a call that takes no body: whatever is sent (up to 1 KB, else 413) is read
 * raw, whatever its content type, and refused with a 400 by `noInputPlugin` (no-input.ts).
 */
export const NO_BODY: RouteOptionsPayload = { maxBytes: 1024, parse: false, output: 'data' };
