import type { Artwork, ArtworkUpdateBody } from '@contract/artwork';
import { isNewImage } from '@contract/image-set';
import type { FileRef } from '@/lib/file-store';
import { formatPrice } from '@/lib/format';
import type { WriteCommand } from '@/lib/write';
import type { OutboxItem } from '@/offline/outbox';
import { queuedFile } from '@/offline/queued-files';
import { addImages, imageSetFrom, removeImage, setPrimaryImage, type ImageSet } from './image-set';
import { commandPathId } from '@/lib/write-command';

/**
 * Edits of saved artworks made offline (`PATCH /api/artworks/{id}` in the outbox): what the
 * dashboard card shows as waiting, and what the edit form starts from, so a second edit made
 * before the first is sent builds on it instead of dropping it.
 */
export type QueuedArtworkEdit = OutboxItem & { command: WriteCommand<'updateArtwork'> };

type ArtworkFields = Pick<
  Artwork,
  'title' | 'description' | 'mediumId' | 'specialtyId' | 'dimensions' | 'price'
>;

const bodyOf = (edit: QueuedArtworkEdit) => (edit.command.body ?? {}) as ArtworkUpdateBody;

export function queuedArtworkId(edit: QueuedArtworkEdit): number | null {
  return commandPathId(edit.command);
}

/** The queued edits of each artwork, oldest first. */
export function queuedEditsByArtwork(edits: readonly QueuedArtworkEdit[]): Map<number, QueuedArtworkEdit[]> {
  const byId = new Map<number, QueuedArtworkEdit[]>();
  for (const edit of edits) {
    const id = queuedArtworkId(edit);
    if (id !== null) byId.set(id, [...(byId.get(id) ?? []), edit]);
  }
  return byId;
}

/** The artwork's fields once its queued edits are applied, each over the one before. */
export function pendingArtworkFields(artwork: Artwork, edits: readonly QueuedArtworkEdit[]): ArtworkFields {
  const fields: ArtworkFields = {
    title: artwork.title,
    description: artwork.description,
    mediumId: artwork.mediumId,
    specialtyId: artwork.specialtyId,
    dimensions: artwork.dimensions,
    price: artwork.price,
  };
  for (const edit of edits) {
    const body = bodyOf(edit);
    for (const key of Object.keys(fields) as (keyof ArtworkFields)[]) {
      if (body[key] !== undefined) (fields as Record<string, unknown>)[key] = body[key];
    }
  }
  return fields;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the queued edits change, in words for the dashboard card ('Title "Dusk"', 'Price $500', '1 new photo'). */
export function queuedEditChanges(artwork: Artwork, edits: readonly QueuedArtworkEdit[]): string[] {
  const next = pendingArtworkFields(artwork, edits);
  const changes: string[] = [];
  if (next.title !== artwork.title) changes.push(`Title "${next.title}"`);
  if (next.price !== artwork.price) changes.push(`Price ${formatPrice(next.price) ?? 'removed'}`);
  if ((next.dimensions ?? '') !== (artwork.dimensions ?? ''))
    changes.push(next.dimensions ? `Dimensions ${next.dimensions}` : 'Dimensions removed');
  if (next.mediumId !== artwork.mediumId) changes.push('New medium');
  if (next.specialtyId !== artwork.specialtyId) changes.push('New specialty');
  if ((next.description ?? '') !== (artwork.description ?? '')) changes.push('New description');
  const images = edits.flatMap((edit) => bodyOf(edit).images ?? []);
  const added = images.filter(isNewImage).length;
  const removed = images.filter((change) => !isNewImage(change) && change.remove).length;
  if (added) changes.push(plural(added, 'new photo', 'new photos'));
  if (removed) changes.push(`${plural(removed, 'photo', 'photos')} removed`);
  return changes;
}

/** Where the edit form starts while edits are queued: their values, and the image set they leave. */
export interface QueuedEditStart {
  fields: ArtworkFields;
  images: ImageSet;
  /** The outbox items the saved form replaces (it repeats their changes). */
  replaces: number[];
}

/**
 * The edit form's start from the queued edits: the saved images less those removed, plus the
 * queued photos (read back from the outbox's file table) as new ones, and the queued primary.
 * `load` gives a queued photo's bytes (null when gone: it is left out); `preview` its local URL.
 */
export async function queuedEditStart(
  artwork: Artwork,
  edits: readonly QueuedArtworkEdit[],
  load: (ref: FileRef) => Promise<Blob | null>,
  preview: (file: File) => string,
): Promise<QueuedEditStart> {
  let images = imageSetFrom(artwork.images);
  for (const edit of edits) {
    const refs = edit.command.files ?? [];
    for (const change of bodyOf(edit).images ?? []) {
      if (isNewImage(change)) {
        const queued = await queuedFile(refs[change.file], load);
        if (!queued) continue;
        const { key, file } = queued;
        images = addImages(images, [{ key, kind: 'new', file, previewUrl: preview(file) }]);
        if (change.primary) images = setPrimaryImage(images, key);
      } else if (change.remove) {
        images = removeImage(images, `saved-${change.id}`);
      } else if (change.primary) {
        images = setPrimaryImage(images, `saved-${change.id}`);
      }
    }
  }
  return {
    fields: pendingArtworkFields(artwork, edits),
    images,
    replaces: edits.map((edit) => edit.seq),
  };
}
