import type { FileRef } from '@/lib/file-store';
import type { WriteCommand } from '@/lib/write-command';

/** One entry of a body's `images` list (contract/image-set.ts): a new file by index, or a saved image by id. */
type ImageChange = { file?: number; id?: number; primary?: boolean } & Record<string, unknown>;

/** The endpoints whose queued photos can be added to in the sync panel (an artwork's images need no description or type). */
const ADDS_PHOTOS = new Set<string>(['createArtwork', 'updateArtwork']);

function imageChanges(command: WriteCommand): ImageChange[] | null {
  const images = (command.body as { images?: unknown } | undefined)?.images;
  return Array.isArray(images) ? (images as ImageChange[]) : null;
}

/**
 * A queued photo read back for a form that starts from its item: a File named and typed as it was
 * queued, keyed `queued-<ref id>`. Null when there is no such file or its bytes are gone (`load`
 * answers null): the form goes on without it.
 */
export async function queuedFile(
  ref: FileRef | undefined,
  load: (ref: FileRef) => Promise<Blob | null>,
): Promise<{ key: string; file: File } | null> {
  const blob = ref ? await load(ref) : null;
  if (!ref || !blob) return null;
  return { key: `queued-${ref.id}`, file: new File([blob], ref.name, { type: ref.type }) };
}

/** Whether a queued command's photos can be removed (its body names its files as image changes). */
export function canEditQueuedPhotos(command: WriteCommand): boolean {
  return Boolean(command.files?.length) && imageChanges(command) !== null;
}

/** Whether photos can be added to a queued command (an artwork create or edit). */
export function canAddQueuedPhotos(command: WriteCommand): boolean {
  return ADDS_PHOTOS.has(command.endpoint);
}

/**
 * The command with some of its files removed and others appended, its body's `images` changes
 * following: a removed file's change goes and later indexes shift down; an added file is a new
 * image, not primary. When the primary photo is removed (or a new artwork has none), the first
 * remaining new photo becomes primary, as in the artwork form (spec section 4). The key and time
 * are the caller's (an edit is a new intent).
 */
export function withQueuedFiles(
  command: WriteCommand,
  change: { remove?: readonly string[]; add?: readonly FileRef[] },
): WriteCommand {
  const removed = new Set(change.remove ?? []);
  const oldFiles = command.files ?? [];
  const index = new Map<number, number>();
  const files: FileRef[] = [];
  oldFiles.forEach((ref, i) => {
    if (removed.has(ref.id)) return;
    index.set(i, files.length);
    files.push(ref);
  });
  const changes = imageChanges(command) ?? [];
  const lostPrimary = changes.some(
    (c) => typeof c.file === 'number' && !index.has(c.file) && c.primary === true,
  );
  const images: ImageChange[] = changes.flatMap((c) => {
    if (typeof c.file !== 'number') return [c];
    const next = index.get(c.file);
    return next === undefined ? [] : [{ ...c, file: next }];
  });
  const artwork = canAddQueuedPhotos(command);
  for (const ref of change.add ?? []) {
    images.push(artwork ? { file: files.length, primary: false } : { file: files.length });
    files.push(ref);
  }
  const needsPrimary = lostPrimary || command.endpoint === 'createArtwork';
  if (artwork && needsPrimary && !images.some((c) => c.primary === true)) {
    const first = images.findIndex((c) => typeof c.file === 'number');
    if (first >= 0) images[first] = { ...images[first], primary: true };
  }
  const body = { ...(command.body as Record<string, unknown>), images };
  const { files: _old, ...rest } = command;
  return { ...rest, body, ...(files.length ? { files } : {}) };
}
