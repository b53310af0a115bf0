/**
 * Reading a CSV export as it streams in (the contract's `CsvExport`: a byte order mark, a header
 * row of field names, CRLF-terminated RFC 4180 rows), counting its rows for a progress bar and
 * putting the user's own column titles in place of the field names and the user's texts in place
 * of the codes the contract writes (statuses).
 */

import { BYTE_ORDER_MARK, csvField } from '@shared/csv';

const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const COMMA = 0x2c;

/** The user's text of each code a column holds, by the column's field name: `{ status: { enabled: '启用' } }`. */
export type CsvCellTexts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** What `readCsvExport` needs besides the stream. */
export interface CsvReadOptions {
  /** The title of each field name of the header row; a name without one keeps its field name. */
  titles: Readonly<Record<string, string>>;
  /** The texts of the columns that hold codes; a code without a text stays as it is. @default none */
  cells?: CsvCellTexts;
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

/** The text of one raw CSV field: its outer quotes dropped and its doubled quotes halved. */
function unquote(raw: string): string {
  return raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw;
}

/**
 * Rewrites the cells of the columns in `texts` (by index) as the body streams through, chunk by
 * chunk, leaving every other byte as it came: a spreadsheet-safe field the server wrote stays
 * byte for byte the server's.
 */
function cellRewriter(texts: ReadonlyMap<number, Readonly<Record<string, string>>>) {
  const decoder = new TextDecoder();
  let column = 0;
  let quoted = false;
  let fieldStarts = true;
  // The bytes of the field being rewritten so far, or null outside one.
  let cell: number[] | null = null;
  const rewritten = (): string => {
    const raw = decoder.decode(new Uint8Array(cell ?? []));
    const text = texts.get(column)?.[unquote(raw)];
    cell = null;
    return text === undefined ? raw : csvField(text);
  };
  return {
    rewrite(bytes: Uint8Array<ArrayBuffer>): BlobPart[] {
      const parts: BlobPart[] = [];
      let copied = 0;
      bytes.forEach((byte, at) => {
        if (fieldStarts) {
          fieldStarts = false;
          if (texts.has(column)) {
            parts.push(bytes.subarray(copied, at));
            cell = [];
          }
        }
        const ends = !quoted && (byte === COMMA || byte === CR || byte === LF);
        if (ends && cell) {
          parts.push(rewritten());
          copied = at;
        } else if (cell) cell.push(byte);
        if (byte === QUOTE) quoted = !quoted;
        else if (!quoted && byte === COMMA) [column, fieldStarts] = [column + 1, true];
        else if (!quoted && byte === LF) [column, fieldStarts] = [0, true];
      });
      if (!cell) parts.push(bytes.subarray(copied));
      return parts;
    },
    /** The field still open when the body ends without a line break. */
    finish: (): BlobPart[] => (cell ? [rewritten()] : []),
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
export async function readCsvExport(
  stream: ReadableStream<Uint8Array<ArrayBuffer>>,
  { titles, cells = {}, onProgress }: CsvReadOptions,
): Promise<Blob> {
  const reader = stream.getReader();
  const parts: BlobPart[] = [];
  const count = rowCounter();
  // The header row's bytes until its LF has arrived.
  let head: Uint8Array<ArrayBuffer> | null = new Uint8Array(0);
  let rewriter: ReturnType<typeof cellRewriter> | null = null;
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
      const coded = new Map(names.flatMap((name, index) => (cells[name] ? [[index, cells[name]] as const] : [])));
      rewriter = coded.size > 0 ? cellRewriter(coded) : null;
      body = head.subarray(end + 1);
      head = null;
    }
    parts.push(...(rewriter ? rewriter.rewrite(body) : [body]));
    onProgress(count(body));
  }
  if (head) throw new Error('the export ended before its header row');
  if (rewriter) parts.push(...rewriter.finish());
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
