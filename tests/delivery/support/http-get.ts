import http from 'node:http';

/** A raw HTTP answer: what a browser would receive, before any decoding. */
export interface RawResponse {
  status: number;
  /** Lower-cased header name -> every value it was sent with, in order. */
  headers: Map<string, string[]>;
  body: Buffer;
}

/**
 * GET without decompression or redirects, so headers and encodings are seen as sent; from
 * `localAddress` (any of 127.0.0.0/8 on Linux) when given.
 */
export function rawGet(url: string, headers: Record<string, string> = {}, localAddress?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false, localAddress }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const map = new Map<string, string[]>();
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = (res.rawHeaders[i] ?? '').toLowerCase();
            map.set(name, [...(map.get(name) ?? []), res.rawHeaders[i + 1] ?? '']);
          }
          resolve({ status: res.statusCode ?? 0, headers: map, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The one value of a header; throws when it is missing or sent more than once. */
export function single(res: RawResponse, name: string): string {
  const values = res.headers.get(name) ?? [];
  if (values.length !== 1) throw new Error(`expected one "${name}" header, got ${JSON.stringify(values)}`);
  return values[0] ?? '';
}
