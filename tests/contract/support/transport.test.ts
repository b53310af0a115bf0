import http from 'node:http';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { parseHeader, readTransport, withHeaderLines, withTransport } from './transport';

describe('parseHeader', () => {
  it('splits a header at its first colon, trimming the value', () => {
    expect(parseHeader('X-Api-Key:  a:b=c ')).toEqual(['X-Api-Key', 'a:b=c']);
    expect(parseHeader('x-empty:')).toEqual(['x-empty', '']);
  });

  it.each<[string, RegExp]>([
    ['X-Api-Key', /is not "Name: value"/],
    [': value', /is not "Name: value"/],
    ['Bad Name: value', /is not "Name: value"/],
    ['X-Two: a\nInjected: b', /control character/],
    ['Content-Length: 3', /may not set Content-Length: the suite frames/],
    ['authorization: Bearer x', /may not set authorization: the suite sends its own tokens/],
  ])('refuses %j', (line, message) => {
    expect(() => parseHeader(line)).toThrow(message);
  });
});

describe('readTransport', () => {
  it('reads one header a line and a time limit', () => {
    expect(readTransport({ CONTRACT_HEADERS: 'X-Api-Key: k\r\n\nX-Tenant: t', CONTRACT_TIMEOUT: '1500' })).toEqual({
      headers: { 'X-Api-Key': 'k', 'X-Tenant': 't' },
      timeoutMs: 1500,
    });
    expect(readTransport({})).toEqual({ headers: {}, timeoutMs: null });
  });

  it('names the variable of a malformed value', () => {
    expect(() => readTransport({ CONTRACT_HEADERS: 'nonsense' })).toThrow(/^CONTRACT_HEADERS "nonsense"/);
    expect(() => readTransport({ CONTRACT_TIMEOUT: '0' })).toThrow(/CONTRACT_TIMEOUT must be a whole number/);
  });
});

describe('withTransport', () => {
  const seen: http.IncomingHttpHeaders[] = [];
  // Answers at once, except /slow, which it never answers.
  const server = http.createServer((req, res) => {
    seen.push(req.headers);
    if (req.url !== '/slow') res.end('ok');
  });
  let url = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("sends the headers on every request, the test's own winning", async () => {
    const api = withTransport(
      supertest(url),
      { headers: { 'X-Api-Key': 'k', 'X-Tenant': 'a' }, timeoutMs: null },
      (m, u) => `${m} ${u}`,
    );
    await api.get('/one');
    await api.post('/two').set('X-Tenant', 'b').send({});
    expect(seen.map((h) => [h['x-api-key'], h['x-tenant']])).toEqual([
      ['k', 'a'],
      ['k', 'b'],
    ]);
  });

  it('fails a request over the time limit naming the operation and the limit', async () => {
    const api = withTransport(supertest(url), { headers: {}, timeoutMs: 200 }, (m, u) => `${m} /op${u}`);
    await expect(api.get('/slow')).rejects.toThrow(
      'GET /op/slow: no response within 200 ms (--timeout / CONTRACT_TIMEOUT)',
    );
    await expect(api.get('/fast')).resolves.toMatchObject({ status: 200 });
  });
});

describe('withHeaderLines', () => {
  it('puts the headers after the request line, and leaves a request without one as it is', () => {
    expect(withHeaderLines('GET / HTTP/1.1\r\nHost: h\r\n\r\n', { 'X-A': '1' })).toBe(
      'GET / HTTP/1.1\r\nX-A: 1\r\nHost: h\r\n\r\n',
    );
    expect(withHeaderLines('', { 'X-A': '1' })).toBe('');
    expect(withHeaderLines('GET / HTTP/1.1\r\n\r\n', {})).toBe('GET / HTTP/1.1\r\n\r\n');
  });
});
