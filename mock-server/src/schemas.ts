import Joi from 'joi';

/** The lowercase hex MD5 a client sends for a password (`Md5Hex` in the contract). */
export const MD5_HEX = Joi.string().pattern(/^[0-9a-f]{32}$/, 'MD5 hex');

/** A captcha id (`CaptchaIdValue` in the contract). */
export const CAPTCHA_ID = Joi.string().pattern(/^[A-Za-z0-9_-]{1,64}$/, 'captcha id');

/** No control characters or lone surrogates: names and memos are shown as text in many places. */
const PRINTABLE = /^[^\p{Cc}\p{Cs}]*$/u;

/** Text shown to people (names, memos): trimmed, at most `max` characters, printable. */
export function shownText(max: number): Joi.StringSchema {
  return Joi.string().trim().max(max).pattern(PRINTABLE, 'printable text');
}

/** An optional email address (`''` clears it). */
export const EMAIL = Joi.string().max(254).email({ tlds: false }).allow('');

/** An optional phone number: digits with spaces, `+`, `-` and parentheses (`''` clears it). */
export const PHONE = Joi.string()
  .max(32)
  .pattern(/^(?=.*\d)[\d +\-()]+$/, 'phone')
  .allow('');
