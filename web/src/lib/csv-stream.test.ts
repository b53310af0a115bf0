/** @jest-environment node */
import { readCsvExport } from './csv-stream';

const encoder = new TextEncoder();

/** A stream of `parts`, each one chunk. */
const streamOf = (parts: (string | Uint8Array<ArrayBuffer>)[]) =>
  new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (const part of parts) controller.enqueue(typeof part === 'string' ? encoder.encode(part) : part);
      controller.close();
    },
  });

const textOf = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

describe('readCsvExport', () => {
  it('puts the titles in place of the field names and keeps the rows as they came', async () => {
    const progress: number[] = [];
    const blob = await readCsvExport(
      streamOf(['\uFEFFuserName,realName,memo\r\nroot,超级管理员,x\r\n', 'staff,李明,y\r\n']),
      {
        titles: { userName: '用户名', realName: '姓名' },
        onProgress: (rows) => progress.push(rows),
      },
    );
    expect(await textOf(blob)).toBe('\uFEFF用户名,姓名,memo\r\nroot,超级管理员,x\r\nstaff,李明,y\r\n');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(progress).toEqual([1, 2]);
  });

  it('finds the header row across chunks and a character split between chunks', async () => {
    const bytes = encoder.encode('\uFEFFname\r\n李明\r\n');
    const cut = bytes.length - 4; // inside 明
    const blob = await readCsvExport(streamOf([bytes.subarray(0, 3), bytes.subarray(3, cut), bytes.subarray(cut)]), {
      titles: { name: '姓名' },
      onProgress: () => undefined,
    });
    expect(await textOf(blob)).toBe('\uFEFF姓名\r\n李明\r\n');
  });

  it('counts a quoted line break or a doubled quote as part of its row', async () => {
    const progress: number[] = [];
    await readCsvExport(streamOf(['\uFEFFmemo\r\n"two\r\nlines","a ""b', '"" c"\r\n', 'plain\r\n']), {
      titles: {},
      onProgress: (rows) => progress.push(rows),
    });
    expect(progress).toEqual([0, 1, 2]);
  });

  it('quotes a title that holds a comma', async () => {
    const blob = await readCsvExport(streamOf(['\uFEFFa\r\n']), { titles: { a: 'x, y' }, onProgress: () => undefined });
    expect(await textOf(blob)).toBe('\uFEFF"x, y"\r\n');
  });

  it('rejects a stream that ends before its header row, or fails', async () => {
    await expect(readCsvExport(streamOf(['\uFEFFname']), { titles: {}, onProgress: () => undefined })).rejects.toThrow(
      'header row',
    );
    const failing = new ReadableStream<Uint8Array<ArrayBuffer>>({
      pull(controller) {
        controller.error(new Error('network gone'));
      },
    });
    await expect(readCsvExport(failing, { titles: {}, onProgress: () => undefined })).rejects.toThrow('network gone');
  });
});

describe('readCsvExport with cell texts', () => {
  const cells = { status: { enabled: 'Enabled', disabled: 'Disabled, for now' } };

  it("writes a column's codes as the user's texts and leaves every other cell as it came", async () => {
    const blob = await readCsvExport(
      streamOf(['\uFEFFname,status,memo\r\n', 'root,enabled,-5\r\n"a,b",disabled,\'=x\r\n', 'c,unknown,""\r\n']),
      {
        titles: {},
        cells,
        onProgress: () => undefined,
      },
    );
    expect(await textOf(blob)).toBe(
      '\uFEFFname,status,memo\r\nroot,Enabled,-5\r\n"a,b","Disabled, for now",\'=x\r\nc,unknown,""\r\n',
    );
  });

  it('finds the column and its cells across chunks, quoted cells and cells split between chunks', async () => {
    const progress: number[] = [];
    const blob = await readCsvExport(
      streamOf(['\uFEFFstatus,na', 'me\r\nena', 'bled,"x\r\n', 'y"\r\n"disabled"', ',z\r\n']),
      {
        titles: {},
        cells,
        onProgress: (rows) => progress.push(rows),
      },
    );
    expect(await textOf(blob)).toBe('\uFEFFstatus,name\r\nEnabled,"x\r\ny"\r\n"Disabled, for now",z\r\n');
    expect(progress.at(-1)).toBe(2);
  });

  it('rewrites the last column of a file without a final line break', async () => {
    const blob = await readCsvExport(streamOf(['\uFEFFname,status\r\nroot,enabled']), {
      titles: {},
      cells,
      onProgress: () => undefined,
    });
    expect(await textOf(blob)).toBe('\uFEFFname,status\r\nroot,Enabled');
  });
});
