import type { ResponseObject, ResponseToolkit } from '@hapi/hapi';
import { type CsvColumns, csvStream } from '../../lib/csv';

/** What one list's CSV export writes. */
export interface CsvExport<View> {
  /** The file name offered to the browser, e.g. `users.csv`. */
  fileName: string;
  /** The columns, over the contract's view of a record. */
  columns: CsvColumns<View>;
}

function* viewsOf<T, View>(records: readonly T[], view: (record: T) => View): Generator<View> {
  for (const record of records) yield view(record);
}

/**
 * The contract's `CsvExport` answer: `records` as a CSV stream (each record's view made as its
 * row is written), the row count in `X-Total-Count` and the file name in `Content-Disposition`.
 */
export function csvResponse<T, View>(
  h: ResponseToolkit,
  { fileName, columns }: CsvExport<View>,
  records: readonly T[],
  view: (record: T) => View,
): ResponseObject {
  return h
    .response(csvStream(columns, viewsOf(records, view)))
    .type('text/csv; charset=utf-8')
    .header('X-Total-Count', String(records.length))
    .header('Content-Disposition', `attachment; filename="${fileName}"`);
}
