import { isIP } from 'node:net';

/** An IPv4 address as a dual-stack socket reports it (`::ffff:127.0.0.1`) is the IPv4 address. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** What of a (Hapi) request names its client. */
export interface ForwardedRequest {
  info: { remoteAddress: string };
  headers: Readonly<Record<string, unknown>>;
}

/**
 * How the client of a request is told apart, for its limits: the socket's address, unless the
 * socket is one of `trustedProxies`. Then the nearest address of `X-Forwarded-For` that is no
 * trusted proxy: everything left of it was written by the client and may be forged. Without that
 * header, `X-Real-IP`; when the nearest untrusted entry is no address, the proxy itself.
 */
export function clientAddressFrom(trustedProxies: readonly string[]): (request: ForwardedRequest) => string {
  const trusted = new Set(trustedProxies.map(plain));
  return ({ info, headers }) => {
    const socket = plain(info.remoteAddress);
    if (!trusted.has(socket)) return socket;
    const forwarded = headers['x-forwarded-for'];
    if (typeof forwarded === 'string') {
      const hops = forwarded.split(',').map((hop) => plain(hop.trim()));
      const nearest = [...hops].reverse().find((hop) => !trusted.has(hop)) ?? hops[0]!;
      return isIP(nearest) ? nearest : socket;
    }
    const realIpHeader = headers['x-real-ip'];
    const realIp = typeof realIpHeader === 'string' ? plain(realIpHeader.trim()) : '';
    return isIP(realIp) ? realIp : socket;
  };
}
