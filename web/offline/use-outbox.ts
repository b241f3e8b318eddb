import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { EndpointName } from '@contract/endpoints';
import type { FileRef } from '@/lib/file-store';
import type { WriteCommand } from '@/lib/write';
import { hasIndexedDb } from './db';
import { useLocalLiveQuery } from './live';
import { lastSuccessfulSend, outboxFileStore, outboxItems, resumeOutboxFor, type OutboxItem } from './outbox';
import { outboxProgress, startOutboxSync } from './outbox-sync';

const NO_ITEMS: OutboxItem[] = [];

/** Every outbox item, oldest first, kept current (Dexie liveQuery: other tabs and the runner too). */
export function useOutboxItems(): OutboxItem[] {
  return useLoadedOutboxItems() ?? NO_ITEMS;
}

/**
 * Like useOutboxItems, but undefined until the first read: a form that starts from queued values
 * waits for it (an empty list would look the same as "nothing queued").
 */
export function useLoadedOutboxItems(): OutboxItem[] | undefined {
  const items = useLocalLiveQuery(outboxItems, [], NO_ITEMS);
  // Without IndexedDB (server rendering, some private modes) nothing can be queued: no wait.
  return hasIndexedDb() ? items : NO_ITEMS;
}

/** The queued items of one endpoint, optionally only those whose command matches. */
export function useQueuedWrites<N extends EndpointName>(
  endpoint: N,
  match: (command: WriteCommand<N>) => boolean = () => true,
): (OutboxItem & { command: WriteCommand<N> })[] {
  return useOutboxItems().filter(
    (item): item is OutboxItem & { command: WriteCommand<N> } =>
      item.command.endpoint === endpoint && match(item.command as WriteCommand<N>),
  );
}

/** When an item last reached the server (ISO), or null. */
export function useLastOutboxSend(): string | null {
  return useLocalLiveQuery(lastSuccessfulSend, [], null) ?? null;
}

/** Upload progress of the item being sent (0..1), or undefined. */
export function useOutboxProgress(seq: number): number | null | undefined {
  const progress = useSyncExternalStore(outboxProgress.subscribe, outboxProgress.get, outboxProgress.get);
  return progress.get(seq);
}

/**
 * Runs the outbox for this page (mounted once, in the root layout), and lets the items a 401
 * paused go on once the same user is signed in again.
 */
export function useOutboxSync(userId: number | null | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => startOutboxSync(queryClient), [queryClient]);
  useEffect(() => {
    if (typeof userId === 'number') void resumeOutboxFor(userId).catch(() => undefined);
  }, [userId]);
}

/** `useOutboxSync` as a component, so the root layout can load it (and the outbox) lazily. */
export function OutboxSync({ userId }: { userId: number | null | undefined }): null {
  useOutboxSync(userId);
  return null;
}

/** An object URL of a queued file (a draft's photo), revoked when the component lets go of it. */
export function useQueuedFileUrl(ref: FileRef | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const id = ref?.id;
  useEffect(() => {
    if (!ref) return;
    let made: string | null = null;
    let live = true;
    outboxFileStore()
      .get(ref)
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => setUrl(null));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
    // The ref's id names the file; the object itself is rebuilt by every live query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return url;
}
