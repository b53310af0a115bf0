import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient } from '@/api/client';
import { format } from '@/i18n';
import { crud as csvCrudTexts, csvExport } from '@/i18n/page-messages';
import { type CsvCellTexts, readCsvExport } from '@/lib/csv-stream';
import { downloadFile } from '@/lib/download-file';
import { showToast } from '@/lib/toaster';
import type { paths } from '@shared/contract/schema';

const texts = csvExport;

/** A path of the contract whose `GET` answers a CSV export (`/users/export`, ...). */
export type ExportPath = {
  [Path in keyof paths]: paths[Path] extends { get: { responses: { 200: { content: { 'text/csv': unknown } } } } }
    ? Path
    : never;
}[keyof paths];

/** What to export and how to name it. */
export interface CsvExportOptions {
  /** The export operation's path. */
  path: ExportPath;
  /** The list's filters and sort (its paging is left out: an export holds every page). */
  query: object;
  /** The user's title of each column, by the field name the server's header row carries. */
  titles: Readonly<Record<string, string>>;
  /** The user's text of each code a column holds (the contract writes statuses as codes). @default none */
  cells?: CsvCellTexts;
  /** The downloaded file's name without `.csv`. */
  fileName: string;
}

/** An export's progress: idle, or running with the rows read and the total the server announced (null until known). */
export type CsvExportState = { status: 'idle' } | { status: 'running'; rows: number; total: number | null };

const IDLE: CsvExportState = { status: 'idle' };

/** The export's texts of an enable/disable `status` column, as the list's switch shows it (启用, 停用). */
export const ENABLEMENT_CELLS: CsvCellTexts = {
  status: { enabled: csvCrudTexts.enabled, disabled: csvCrudTexts.disabled },
};

/** The list query without its paging. */
function withoutPaging(query: object): object {
  const { current: _current, pageSize: _pageSize, ...rest } = query as { current?: unknown; pageSize?: unknown };
  return rest;
}

/**
 * Downloads the CSV export of a list's query through the API client, reading the stream as it
 * comes (`parseAs: 'stream'`) to report progress; `cancel` aborts it, and so does unmounting. A
 * refusal is told by the client's failure handling; a stream that breaks off, a cancel and a
 * finished download by a toast of their own.
 */
export function useCsvExport({ path, query, titles, cells, fileName }: CsvExportOptions) {
  const [state, setState] = useState<CsvExportState>(IDLE);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (running.current) return;
    const abort = new AbortController();
    running.current = abort;
    setState({ status: 'running', rows: 0, total: null });
    try {
      const { data, response } = await apiClient.GET(path, {
        params: { query: withoutPaging(query) },
        parseAs: 'stream',
        signal: abort.signal,
      });
      if (!data) return;
      const announced = Number.parseInt(response.headers.get('X-Total-Count') ?? '', 10);
      const total = Number.isNaN(announced) ? null : announced;
      setState({ status: 'running', rows: 0, total });
      let rows = 0;
      const file = await readCsvExport(data, {
        titles,
        cells,
        onProgress: (read) => {
          rows = read;
          setState({ status: 'running', rows, total });
        },
      });
      downloadFile(`${fileName}.csv`, file, file.type);
      void showToast({ message: format(texts.done, { rows }), intent: 'success' });
    } catch {
      void showToast(
        abort.signal.aborted ? { message: texts.cancelled } : { message: texts.interrupted, intent: 'danger' },
      );
    } finally {
      running.current = null;
      setState(IDLE);
    }
  }, [path, query, titles, cells, fileName]);

  const cancel = useCallback(() => running.current?.abort(), []);
  return { state, start, cancel };
}
