/**
 * CSV fields as the product writes them, on the server (the list exports) and in the browser (the
 * export's titled header row, the dashboard's figures) alike.
 */

/** Excel takes a UTF-8 file without it for the local code page and garbles Chinese. */
export const BYTE_ORDER_MARK = '\uFEFF';

// OWASP's list: a spreadsheet runs a cell starting with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field (RFC 4180): a number as it is; a text that a spreadsheet would run as a formula
 * prefixed with `'`; quoted, its quotes doubled, when it holds a comma, a quote, CR or LF.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
