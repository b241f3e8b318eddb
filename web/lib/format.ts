import { exhaustiveSwitchError, type Role } from '@contract/enum-values';

/** Prices as the site shows them (contract/money.ts, shared with the api). */
export { formatPrice } from '@contract/money';

/**
 * A count as en-US writes it: `7`, `1,234`, `-12,000`. Written by hand rather than with
 * `toLocaleString`/Intl.NumberFormat: the first number format a phone makes loads the locale's data,
 * about 170 ms of main-thread work in one piece while the gallery hydrates on Lighthouse's throttled
 * phone (its results count; a CPU profile of `/artworks`, issue 21). Whole numbers only.
 */
export function formatCount(count: number): string {
  const digits = String(Math.abs(Math.round(count))).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}

/**
 * A formatter made on first use: each Intl constructor costs a phone a few milliseconds (locale
 * data), and a page that formats no dates should not pay for the date formats while it starts.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const longDate = lazily(
  () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
);
const monthYear = lazily(
  () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' }),
);

function toDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `March 5, 2024`, or null for a missing or invalid date. */
export function formatDate(iso: string | null | undefined): string | null {
  const date = toDate(iso);
  return date ? longDate().format(date) : null;
}

/** `March 2024` ("member since"). */
export function formatMonthYear(iso: string | null | undefined): string | null {
  const date = toDate(iso);
  return date ? monthYear().format(date) : null;
}

/** How a role reads on screen (spec section 6: bus_admin is displayed as Artist). */
export function roleLabel(role: Role): 'Collector' | 'Artist' | 'Admin' {
  switch (role) {
    case 'user':
      return 'Collector';
    case 'bus_admin':
      return 'Artist';
    case 'admin':
    case 'app_admin':
    case 'super_admin':
      return 'Admin';
    default:
      return exhaustiveSwitchError(role);
  }
}

/** Cuts text to `max` characters on a word boundary, with an ellipsis (card bios: 80). */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const kept = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${kept.replace(/[\s.,;:!?…-]+$/, '')}…`;
}

const sameDayTime = lazily(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }));
const dayAndTime = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
);

/**
 * When something last synced, in the device's time zone: `2:05 PM` today, `Nov 23, 2:05 PM`
 * another day; null for a missing or invalid time.
 */
export function formatSyncTime(iso: string | null | undefined, now: Date = new Date()): string | null {
  const date = toDate(iso);
  if (!date) return null;
  return date.toDateString() === now.toDateString() ? sameDayTime().format(date) : dayAndTime().format(date);
}

/** `840 B`, `12 KB`, `3.4 MB`: storage a saved item takes. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
