import { ReadableStream } from 'node:stream/web';
import { switchToEnglish } from '@/testing/in-english';

const bodyOf = (text: string) =>
  new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  }) as unknown as globalThis.ReadableStream<Uint8Array<ArrayBuffer>>;

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('ENABLEMENT_CELLS in English', () => {
  it("writes the export's status codes as the list shows them in English", async () => {
    await switchToEnglish();
    const { ENABLEMENT_CELLS } = await import('./use-csv-export');
    const { readCsvExport } = await import('@/lib/csv-stream');

    const file = await readCsvExport(bodyOf('\uFEFFuserName,status\r\nroot,enabled\r\nstaff,disabled\r\n'), {
      titles: {},
      cells: ENABLEMENT_CELLS,
      onProgress: () => undefined,
    });

    expect(await textOf(file)).toBe('\uFEFFuserName,status\r\nroot,Enabled\r\nstaff,Disabled\r\n');
  });
});
