import { clientAddressFrom } from './client-address';

describe('clientAddressFrom', () => {
  const asked = (trustedProxies: string[]) => {
    const clientOf = clientAddressFrom(trustedProxies);
    return (remoteAddress: string, headers: Record<string, string>) => clientOf({ info: { remoteAddress }, headers });
  };
  const behindProxy = asked(['127.0.0.1', '10.0.0.2']);
  const direct = asked([]);

  it('takes the socket address from a client that is no trusted proxy, whatever it forwards', () => {
    const headers = { 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8' };
    expect(behindProxy('198.51.100.1', headers)).toBe('198.51.100.1');
    expect(direct('127.0.0.1', headers)).toBe('127.0.0.1');
  });

  it('takes the nearest address of X-Forwarded-For that is no trusted proxy, from a trusted proxy', () => {
    expect(behindProxy('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
    // A client may write anything on the left; only what the trusted proxies appended counts.
    expect(behindProxy('127.0.0.1', { 'x-forwarded-for': '1.2.3.4, 203.0.113.7, 10.0.0.2' })).toBe('203.0.113.7');
    expect(behindProxy('::ffff:127.0.0.1', { 'x-forwarded-for': '203.0.113.7,10.0.0.2' })).toBe('203.0.113.7');
    expect(behindProxy('127.0.0.1', { 'x-forwarded-for': 'not-an-address, 2001:db8::1' })).toBe('2001:db8::1');
  });

  it('falls back to X-Real-IP, then to the socket, when a trusted proxy names no client', () => {
    expect(behindProxy('127.0.0.1', { 'x-real-ip': '203.0.113.9' })).toBe('203.0.113.9');
    expect(behindProxy('127.0.0.1', {})).toBe('127.0.0.1');
    expect(behindProxy('127.0.0.1', { 'x-real-ip': 'garbage' })).toBe('127.0.0.1');
    expect(behindProxy('127.0.0.1', { 'x-forwarded-for': '10.0.0.2, 127.0.0.1' })).toBe('10.0.0.2');
  });

  it('does not take a malformed nearest entry, nor one from further left, as the client', () => {
    expect(behindProxy('127.0.0.1', { 'x-forwarded-for': '203.0.113.7, garbage' })).toBe('127.0.0.1');
  });
});
