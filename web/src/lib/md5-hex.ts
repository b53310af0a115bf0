import { md5 } from 'js-md5';

/** Lowercase hex MD5 of `text`: how passwords travel (the hashing gin-admin's clients use). */
export function md5Hex(text: string): string {
  return md5(text);
}
