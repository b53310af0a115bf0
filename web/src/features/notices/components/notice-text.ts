import { locale } from '@/i18n';
import { notices } from '@/i18n/notices-messages';
import { formatDate } from '@/lib/format-date';
import type { Notice } from '../types';

/** What a notice says, in the user's language. */
export function noticeText(notice: Notice): string {
  if (notice.kind === 'export_finished') {
    return notices.exportFinished(notice.list ? notices.lists[notice.list] : '', notice.rows ?? 0);
  }
  return notices.menuChanged;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

let relative: Intl.RelativeTimeFormat | undefined;

/** When a notice came, relative to `now` in the user's language ("3 分钟前", "3 minutes ago"). */
export function noticeAge(at: string, now: number): string {
  relative ??= new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const elapsed = Date.parse(at) - now;
  const [unit, ms] = UNITS.find(([, size]) => Math.abs(elapsed) >= size) ?? ['second', 1000];
  return relative.format(Math.round(elapsed / ms), unit);
}

/** When a notice came, as the app writes dates (`2026-11-28 09:12:03`). */
export const noticeTime = (at: string): string => formatDate(at);
