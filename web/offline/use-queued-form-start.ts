import { useEffect, useState } from 'react';
import type { FileRef } from '@/lib/file-store';
import { outboxFileStore } from './outbox';

/** What a form's start reader gets: a queued photo's bytes (null when gone), and a preview URL for a file. */
export type QueuedStartReader<T> = (
  load: (ref: FileRef) => Promise<Blob | null>,
  preview: (file: File) => string,
) => Promise<T>;

/**
 * Where a form starts while items it edits wait in the outbox (an artwork's queued edits, a queued
 * profile create), read once per opening: a refetch or a live outbox update must not restart the
 * form, nor revoke its previews. The previews made are revoked when the form goes. Null while the
 * queued photos are read back from the outbox's file table.
 */
export function useQueuedFormStart<T>(read: QueuedStartReader<T>): T | null {
  const [opened] = useState(() => read);
  const [start, setStart] = useState<T | null>(null);
  useEffect(() => {
    const urls: string[] = [];
    let live = true;
    const store = outboxFileStore();
    void opened(
      (ref) => store.get(ref).catch(() => null),
      (file) => {
        const url = URL.createObjectURL(file);
        urls.push(url);
        return url;
      },
    ).then((loaded) => {
      if (live) setStart(loaded);
    });
    return () => {
      live = false;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [opened]);
  return start;
}
