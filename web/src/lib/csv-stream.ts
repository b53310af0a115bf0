/**
 * Reading a CSV export as it streams in (the contract's `CsvExport`: a byte order mark, a header
 * row of field names, CRLF-terminated RFC 4180 rows), counting its rows for a progress bar and
 * putting the user's own column titles in place of the field names.
 */

import { BYTE_ORDER_MARK, csvField } from '../../../shared/csv';

const LF = 0x0a;
const QUOTE = 0x22;

/** What `readCsvExport` needs besides the stream. */
export interface CsvReadOptions {
  /** The title of each field name of the header row; a name without one keeps its field name. */
  titles: Readonly<Record<string, string>>;
  /** Called after each chunk with the number of data rows read so far. */
  onProgress: (rows: number) => void;
}

/** Counts the record ends (LF outside quotes) of a CSV body, chunk by chunk. */
function rowCounter() {
  let quotedField = false;
  let rows = 0;
  return (bytes: Uint8Array): number => {
    for (const byte of bytes) {
      // A doubled quote inside a field toggles twice, so it leaves the state as it was.
      if (byte === QUOTE) quotedField = !quotedField;
      else if (byte === LF && !quotedField) rows += 1;
    }
    return rows;
  };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/**
 * Reads `stream` to its end into a CSV file: the byte order mark and the titled header row, then
 * the server's rows as they came. Rejects when the stream fails or is aborted.
 */
export async function readCsvExport(stream: ReadableStream<Uint8Array<ArrayBuffer>>, { titles, onProgress }: CsvReadOptions): Promise<Blob> {
  const reader = stream.getReader();
  const parts: BlobPart[] = [];
  const count = rowCounter();
  // The header row's bytes until its LF has arrived.
  let head: Uint8Array<ArrayBuffer> | null = new Uint8Array(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    let body = value;
    if (head) {
      head = concat(head, value);
      const end = head.indexOf(LF);
      if (end < 0) continue;
      const names = new TextDecoder().decode(head.subarray(0, end)).replace(/\r$/, '').split(',');
      parts.push(`${BYTE_ORDER_MARK}${names.map((name) => csvField(titles[name] ?? name)).join(',')}\r\n`);
      body = head.subarray(end + 1);
      head = null;
    }
    parts.push(body);
    onProgress(count(body));
  }
  if (head) throw new Error('the export ended before its header row');
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
