import Joi from 'joi';

/** The lowercase hex MD5 a client sends for a password (`Md5Hex` in the contract). */
export const MD5_HEX = Joi.string().pattern(/^[0-9a-f]{32}$/, 'MD5 hex');

/** A captcha id (`CaptchaIdValue` in the contract). */
export const CAPTCHA_ID = Joi.string().pattern(/^[A-Za-z0-9_-]{1,64}$/, 'captcha id');
