/** `YYYY-MM-DD` of `ms` in the server's local time zone (the dashboard's calendar days). */
export function localDate(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The local dates of the `days` days ending with the day of `ms`, oldest first. */
export function lastDays(ms: number, days: number): string[] {
  const today = new Date(ms);
  return Array.from({ length: days }, (_, i) =>
    localDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1 - i), 12).getTime()),
  );
}
