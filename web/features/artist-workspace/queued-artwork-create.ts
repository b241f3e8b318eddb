import type { ArtworkCreateBody } from '@contract/artwork';
import type { FileRef } from '@/lib/file-store';
import type { WriteCommand } from '@/lib/write';
import type { OutboxItem } from '@/offline/outbox';
import { queuedFile } from '@/offline/queued-files';
import { addImages, emptyImageSet, setPrimaryImage } from './image-set';
import type { QueuedEditStart } from './queued-artwork-edit';

/** A new artwork waiting in the outbox (`POST /api/artworks`, drafted offline). */
export type QueuedArtworkCreate = OutboxItem & { command: WriteCommand<'createArtwork'> };

/**
 * Where the artwork form starts when it reopens a queued new artwork (Edit in the sync panel): the
 * draft's fields, and its photos read back from the outbox's file table as new images, the queued
 * primary marked. `load` gives a queued photo's bytes (null when gone: it is left out); `preview`
 * its local URL. Saving replaces the draft in the outbox (web/offline/use-replacing-write.ts).
 */
export async function queuedCreateStart(
  draft: QueuedArtworkCreate,
  load: (ref: FileRef) => Promise<Blob | null>,
  preview: (file: File) => string,
): Promise<Pick<QueuedEditStart, 'fields' | 'images'>> {
  const body = (draft.command.body ?? {}) as Partial<ArtworkCreateBody>;
  const refs = draft.command.files ?? [];
  let images = emptyImageSet;
  for (const change of body.images ?? refs.map((_, file) => ({ file, primary: file === 0 }))) {
    const queued = await queuedFile(refs[change.file], load);
    if (!queued) continue;
    const { key, file } = queued;
    images = addImages(images, [{ key, kind: 'new', file, previewUrl: preview(file) }]);
    if (change.primary) images = setPrimaryImage(images, key);
  }
  return {
    fields: {
      title: body.title ?? '',
      description: body.description ?? null,
      mediumId: body.mediumId ?? null,
      specialtyId: body.specialtyId ?? null,
      dimensions: body.dimensions ?? null,
      price: body.price ?? null,
    },
    images,
  };
}
