import type { ArtistUser } from '@contract/user';
import { roleLabel } from '@/lib/format';
import { fullName, profileStatusLabel } from './artist-status';

type Cell = string | number | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text starting with
 * =, +, -, @, tab or carriage return gets a leading apostrophe so spreadsheets never run it as a
 * formula (names and emails are typed by users).
 */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text with CRLF line ends. */
export function toCsv(rows: ReadonlyArray<readonly Cell[]>): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export const ARTIST_CSV_HEADER = [
  'Name',
  'Username',
  'Email',
  'Role',
  'Profile Status',
  'Joined',
  'User ID',
  'Artist ID',
] as const;

/** The admin artist table as CSV: what the screen shows, with ISO dates and the ids. */
export function artistUsersCsv(users: readonly ArtistUser[]): string {
  return toCsv([
    ARTIST_CSV_HEADER,
    ...users.map((user) => [
      fullName(user),
      user.username,
      user.email,
      roleLabel(user.role),
      profileStatusLabel(user),
      user.createdAt.slice(0, 10),
      user.userId,
      user.artistId,
    ]),
  ]);
}

/** `atelier-artists-2024-03-05.csv` (the local date of the export). */
export function csvFileName(prefix: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
