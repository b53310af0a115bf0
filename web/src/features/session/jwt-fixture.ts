/** Tests only: a stored token (`"Bearer <jwt>"`) whose payload holds `claims`; the signature is fake. */
export function storedJwt(claims: object): string {
  const b64url = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `Bearer ${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.sig`;
}
