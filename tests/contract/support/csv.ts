import createClient from 'openapi-fetch';
import type { paths } from '@shared/contract/schema';
import { contract } from './openapi-validator';
import { bearer } from './target';
import { readTransport, tooSlow } from './transport';

const transport = readTransport();

/** The export operations' paths. */
export type ExportPath =
  | '/users/export'
  | '/roles/export'
  | '/resources/export'
  | '/demo/list-items/export'
  | '/audit/operations/export'
  | '/audit/sign-ins/export';

/** An export as the client received it: status, headers, the body's chunks as they arrived, and the whole text. */
export interface ExportAnswer {
  status: number;
  headers: Headers;
  chunks: number;
  text: string;
}

/**
 * Calls `path` with `query` (and any further `requestHeaders`) through openapi-fetch (the web app's
 * client), reading the body as the stream it is (`parseAs: 'stream'`), and checks the answer
 * against the contract.
 */
export async function exportThroughClient(
  baseUrl: string,
  token: string,
  path: ExportPath,
  query: Record<string, string> = {},
  requestHeaders: Record<string, string> = {},
): Promise<ExportAnswer> {
  const client = createClient<paths>({ baseUrl, headers: transport.headers });
  const signal = transport.timeoutMs === null ? undefined : AbortSignal.timeout(transport.timeoutMs);
  const { response, data, error } = await client
    .GET(path, {
      params: { query },
      headers: { ...requestHeaders, Authorization: bearer(token) },
      parseAs: 'stream',
      signal,
    } as never)
    .catch((err: unknown) => {
      throw signal?.aborted ? new Error(tooSlow(`GET ${path}`, transport.timeoutMs!)) : err;
    });
  let chunks = 0;
  // A failure's body the client has already parsed as JSON.
  let text = error === undefined ? '' : JSON.stringify(error);
  const stream = data as ReadableStream<Uint8Array> | undefined;
  if (stream) {
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
      chunks += 1;
      text += decoder.decode(chunk, { stream: true });
    }
    text += decoder.decode();
  }
  const headers = Object.fromEntries(response.headers);
  const body = headers['content-type']?.includes('json') ? (JSON.parse(text) as unknown) : undefined;
  contract.assertResponse('GET', path, { status: response.status, headers, body, text });
  return { status: response.status, headers: response.headers, chunks, text };
}

/** The records of a CSV document (RFC 4180: quoted fields may hold commas, quotes and line breaks), header row first, the byte order mark dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0)
    throw new Error(`the CSV does not end with CRLF: ${JSON.stringify(body.slice(-80))}`);
  return rows;
}

/** The CSV's data rows as objects keyed by the header row's field names. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}
