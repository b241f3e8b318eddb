import type { Notification } from '@contract/notification';

/** The badge on the bell: the count, '9+' past nine, nothing at zero. */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}

/** The bell's accessible name: 'Notifications', or 'Notifications: 3 unread'. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications: ${unread} unread` : 'Notifications';
}

/** The newest id among the rows (what opening the list marks read up to), or null. */
export function newestId(rows: readonly Pick<Notification, 'id'>[]): number | null {
  return rows.reduce<number | null>((max, row) => (max === null || row.id > max ? row.id : max), null);
}

/** A notification's `link` when it is an app path (never another origin), else null. */
export function appPath(link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//')) return null;
  return link;
}

/** '2 min ago', '3 h ago', 'Yesterday', then the date. */
export function whenText(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  if (hours < 48) return 'Yesterday';
  return then.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
