import { BYTE_ORDER_MARK, csvField } from '../../../shared/csv';
import { csvRow, csvStream } from './csv';

async function chunksOf(stream: NodeJS.ReadableStream): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer).toString('utf8'));
  return chunks;
}

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['李明', '李明'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['', ''],
  ])('quotes %j as RFC 4180 says', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+86 138', "'+86 138"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
  ])('defuses the formula %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes numbers as they are, negative ones included', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(42)).toBe('42');
  });
});

describe('csvRow', () => {
  it('joins the fields with commas and ends in CRLF', () => {
    expect(csvRow(['a', 1, 'b,c'])).toBe('a,1,"b,c"\r\n');
  });
});

describe('csvStream', () => {
  const columns = { name: (n: number) => `n${n}`, square: (n: number) => n * n };

  it('opens with the byte order mark and the header row, then one row per record', async () => {
    const text = (await chunksOf(csvStream(columns, [1, 2, 3]))).join('');
    expect(text).toBe(`${BYTE_ORDER_MARK}name,square\r\nn1,1\r\nn2,4\r\nn3,9\r\n`);
  });

  it('writes the rows in chunks of rowsPerChunk, making each only when read', async () => {
    let made = 0;
    function* records() {
      for (let n = 0; n < 10; n += 1) {
        made += 1;
        yield n;
      }
    }
    const stream = csvStream(columns, records(), 4);
    expect(made).toBe(0);
    const chunks = await chunksOf(stream);
    expect(chunks.map((chunk) => chunk.split('\r\n').length - 1)).toEqual([1, 4, 4, 2]);
    expect(made).toBe(10);
  });

  it('writes only the header row for no records', async () => {
    expect(await chunksOf(csvStream(columns, []))).toEqual([`${BYTE_ORDER_MARK}name,square\r\n`]);
  });
});
