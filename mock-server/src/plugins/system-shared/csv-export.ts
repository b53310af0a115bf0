import type { ResponseObject, ResponseToolkit } from '@hapi/hapi';
import type { components } from '../../../../shared/contract/schema';
import { type CsvColumns, csvStream } from '../../lib/csv';

type ExportList = components['schemas']['ExportList'];

/** What one list's CSV export writes. */
export interface CsvExport<View> {
  /** The file name offered to the browser, e.g. `users.csv`. */
  fileName: string;
  /** The list exported, as the contract names it (an `export_finished` notice says it). */
  list: ExportList;
  /** The columns, over the contract's view of a record. */
  columns: CsvColumns<View>;
}

/** What a CSV answer says of itself in `response.plugins.csvExport`, for whoever follows exports (the notices). */
export interface CsvExportFacts {
  list: ExportList;
  rows: number;
}

declare module '@hapi/hapi' {
  interface PluginsStates {
    csvExport?: CsvExportFacts;
  }
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
  { fileName, list, columns }: CsvExport<View>,
  records: readonly T[],
  view: (record: T) => View,
): ResponseObject {
  const response = h
    .response(csvStream(columns, viewsOf(records, view)))
    .type('text/csv; charset=utf-8')
    .header('X-Total-Count', String(records.length))
    .header('Content-Disposition', `attachment; filename="${fileName}"`);
  response.plugins.csvExport = { list, rows: records.length };
  return response;
}
