// Which photo is primary (spec sections 2 and 4), written once for the api, the web and the
// offline store: the primary image is the one marked so, else the first; after a change the
// primary stays while it is kept, else the first image kept becomes primary, else the first added.

/** The image shown first (cards, detail pages, previews, saved covers): the one marked primary, else the first. */
export function primaryImage<T extends { isPrimary: boolean }>(images: readonly T[]): T | undefined {
  return images.find((image) => image.isPrimary) ?? images[0];
}

/** Where `primaryImage` is in the list: 0 for an empty list (a detail page opens on its first slot). */
export function primaryImageIndex(images: readonly { isPrimary: boolean }[]): number {
  const marked = images.findIndex((image) => image.isPrimary);
  return marked >= 0 ? marked : 0;
}

/**
 * The primary after images were removed or added: the current one while it is kept (or was just
 * added), else the first kept, else the first added; null when none is left.
 */
export function primaryAfterChange<K>(
  current: K | null | undefined,
  kept: readonly K[],
  added: readonly K[] = [],
): K | null {
  if (current !== null && current !== undefined && (kept.includes(current) || added.includes(current)))
    return current;
  return kept[0] ?? added[0] ?? null;
}
