import { useEffect, useState } from 'react';
import type { OfflineDb, PinRow } from './db';
import { useLocalLiveQuery } from './live';

/**
 * What Atelier keeps on this device (issue 27, point 5): our own accounting by kind, read live from
 * the local store, and the browser's figure for the whole origin (navigator.storage.estimate()).
 */

export interface StoredKind {
  count: number;
  bytes: number;
}

export interface StorageAccount {
  /** Saved for offline: data and the pictures still kept. */
  saved: StoredKind;
  /** Writes waiting to sync and their photos: never evicted. */
  unsent: StoredKind;
  /** The synced catalogue and the user's own rows, for browsing offline. */
  catalogue: StoredKind;
  /** Saved items whose pictures were taken off the device to make room. */
  evicted: PinRow[];
}

const jsonBytes = (rows: readonly unknown[]) =>
  rows.reduce<number>((sum, row) => sum + JSON.stringify(row).length, 0);

const CATALOGUE = ['artworks', 'artists', 'commissions', 'ownArtworks', 'commissionRequests'] as const;

/** Our accounting of the local store, by kind. */
export async function storageAccount(db: OfflineDb): Promise<StorageAccount> {
  const pins = await db.pins.toArray();
  const outbox = await db.outbox.toArray();
  const files = await db.files.toArray();
  let catalogue: StoredKind = { count: 0, bytes: 0 };
  for (const name of CATALOGUE) {
    const rows: unknown[] = await db[name].toArray();
    catalogue = { count: catalogue.count + rows.length, bytes: catalogue.bytes + jsonBytes(rows) };
  }
  return {
    saved: { count: pins.length, bytes: pins.reduce((sum, pin) => sum + pin.bytes, 0) },
    unsent: {
      count: outbox.length,
      bytes: jsonBytes(outbox.map((row) => row.command)) + files.reduce((sum, file) => sum + file.size, 0),
    },
    catalogue,
    evicted: pins.filter((pin) => pin.imagesEvictedAt),
  };
}

/** The local store's accounting, live (undefined while read). */
export function useStorageAccount(): StorageAccount | undefined {
  return useLocalLiveQuery(storageAccount, [], {
    saved: { count: 0, bytes: 0 },
    unsent: { count: 0, bytes: 0 },
    catalogue: { count: 0, bytes: 0 },
    evicted: [],
  });
}

export interface StorageEstimateFigures {
  usage: number;
  quota: number;
}

/** The browser's figures for this origin, read again whenever `changed` changes; null unknown. */
export function useStorageEstimate(changed: unknown): StorageEstimateFigures | null {
  const [figures, setFigures] = useState<StorageEstimateFigures | null>(null);
  useEffect(() => {
    let live = true;
    void navigator.storage
      ?.estimate?.()
      .then(({ usage, quota }) => {
        if (live && usage !== undefined && quota) setFigures({ usage, quota });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [changed]);
  return figures;
}

/** The saved items whose pictures went to make room and whose banner was not read yet. */
export function useUnseenEvictions(): PinRow[] | undefined {
  return useLocalLiveQuery(
    async (db) => (await db.pins.toArray()).filter((pin) => pin.evictionSeen === false),
    [],
    [],
  );
}
