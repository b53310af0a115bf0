import { Readable } from 'node:stream';
import { BYTE_ORDER_MARK, csvField } from '../../../shared/csv';

/** A CSV document's columns, in order: the header row's field name and how a record fills it. */
export type CsvColumns<T> = Readonly<Record<string, (record: T) => string | number>>;

/** How many rows make one chunk of the stream: few writes, yet no large string in memory. @default 200 */
export const ROWS_PER_CHUNK = 200;

/** One CSV line of `fields`, CRLF-terminated. */
export function csvRow(fields: readonly (string | number)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

function* csvChunks<T>(columns: CsvColumns<T>, records: Iterable<T>, rowsPerChunk: number): Generator<string> {
  const fills = Object.values(columns);
  yield BYTE_ORDER_MARK + csvRow(Object.keys(columns));
  let chunk = '';
  let rows = 0;
  for (const record of records) {
    chunk += csvRow(fills.map((fill) => fill(record)));
    rows += 1;
    if (rows === rowsPerChunk) {
      yield chunk;
      chunk = '';
      rows = 0;
    }
  }
  if (rows > 0) yield chunk;
}

/**
 * A CSV document of `records` as a byte stream: the byte order mark and the header row, then the
 * rows, `rowsPerChunk` at a time, each made only when the reader asks for more.
 */
export function csvStream<T>(columns: CsvColumns<T>, records: Iterable<T>, rowsPerChunk = ROWS_PER_CHUNK): Readable {
  // Not object mode: Hapi refuses to send an object-mode stream.
  return Readable.from(csvChunks(columns, records, rowsPerChunk), { objectMode: false });
}
