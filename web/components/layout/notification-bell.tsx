import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import clsx from 'clsx';
import type { Notification } from '@contract/notification';
import { markNotificationsRead } from '@/api/notifications';
import { offlineDb } from '@/offline/db';
import { markReadLocally, useLocalNotifications, useUnreadNotificationCount } from '@/offline/notifications';
import { appPath, bellLabel, newestId, unreadBadge, whenText } from './notification-bell-text';

/**
 * The header's bell (issue 13, point 6): the unread count, and a list of the newest notifications
 * from the local store (they arrive with the delta pull, at most every 60 s while the tab is
 * visible). Opening the list marks them read; each item opens its link.
 */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const rows = useLocalNotifications();
  const unread = useUnreadNotificationCount();
  const [open, setOpen] = useState(false);
  // What was unread when the list opened keeps its mark while the list is open.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const openList = () => {
    setOpen(true);
    const unreadRows = rows.filter((row) => row.readAt === null);
    setFresh(new Set(unreadRows.map((row) => row.id)));
    const upTo = newestId(unreadRows);
    if (upTo !== null) void markRead(queryClient, upTo, unreadRows);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const badge = unreadBadge(unread);
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid="notification-bell"
        onClick={() => (open ? close(false) : openList())}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent"
      >
        <Bell aria-hidden className="size-5" />
        {badge ? (
          <span
            aria-hidden
            className="absolute top-1 right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] leading-5 font-semibold text-accent-ink"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {open ? <NotificationList rows={rows} fresh={fresh} onNavigate={() => close(false)} /> : null}
    </div>
  );
}

/** Marks read locally at once and on the server (or queued offline); if the server refuses, the marks go back. */
async function markRead(
  queryClient: QueryClient,
  upTo: number,
  rows: readonly Notification[],
): Promise<void> {
  try {
    await markReadLocally(upTo);
    await markNotificationsRead(queryClient, upTo);
  } catch {
    await offlineDb()
      .notifications.bulkPut(rows.map((row) => ({ ...row, readAt: null })))
      .catch(() => undefined);
  }
}

function NotificationList({
  rows,
  fresh,
  onNavigate,
}: {
  rows: readonly Notification[];
  fresh: ReadonlySet<number>;
  onNavigate: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="dialog"
      aria-labelledby="notifications-heading"
      className="fixed inset-x-2 top-16 z-50 max-h-[70vh] overflow-y-auto rounded-(--radius-card) border border-line bg-surface shadow-lift sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
    >
      <h2
        id="notifications-heading"
        ref={heading}
        tabIndex={-1}
        className="border-b border-line px-4 py-3 font-sans text-sm font-semibold text-ink focus:outline-none"
      >
        Notifications
      </h2>
      {rows.length === 0 ? (
        <p className="px-4 py-6 text-sm text-muted">
          Nothing yet. You will see new requests, messages, orders and artworks from artists you follow here.
        </p>
      ) : (
        <ul aria-label="Notifications" className="divide-y divide-line">
          {rows.map((row) => (
            <li key={row.id}>
              <NotificationItem row={row} isNew={fresh.has(row.id)} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NotificationItem({
  row,
  isNew,
  onNavigate,
}: {
  row: Notification;
  isNew: boolean;
  onNavigate: () => void;
}) {
  const path = appPath(row.link);
  const body = (
    <>
      <span
        aria-hidden
        className={clsx('mt-1.5 size-2 shrink-0 rounded-full', isNew ? 'bg-accent' : 'bg-transparent')}
      />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-ink">
          {row.title}
          {isNew ? <span className="sr-only"> (new)</span> : null}
        </span>
        {row.body ? <span className="mt-0.5 block text-sm text-muted">{row.body}</span> : null}
        <span className="mt-1 block text-xs text-muted">{whenText(row.createdAt)}</span>
      </span>
    </>
  );
  const router = useRouter();
  const styles = 'flex gap-3 px-4 py-3';
  return path ? (
    // An app path the server wrote (appPath refuses anything else), with its search (`?tab=...`).
    <a
      href={path}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onNavigate();
        void router.navigate({ href: path });
      }}
      className={clsx(styles, 'hover:bg-subtle')}
    >
      {body}
    </a>
  ) : (
    <div className={styles}>{body}</div>
  );
}
