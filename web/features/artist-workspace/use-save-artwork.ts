import type { Artwork } from '@contract/artwork';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isQueued, SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import { useOfflineWrite } from '@/lib/offline-write';
import { useQueuedItemEdit, useReplacingWrite } from '@/offline/use-replacing-write';
import { OutboxItemGoneError } from '@/offline/outbox';
import { artworkCreateRequest, artworkUpdateRequest, type ArtworkFormValues } from './artwork-form-schema';
import type { ImageSet } from './image-set';

/**
 * What to tell about a failure: the server's words, or that the device is out of space
 * (web/offline/storage.ts, DeviceFullError: matched by name so the page does not load the store).
 */
const serverMessage = (error: unknown) =>
  isApiError(error)
    ? error.userMessage
    : error instanceof Error && error.name === 'DeviceFullError'
      ? error.message
      : undefined;
/** 413 (too large) and 415 (not an image) are refusals of the files, not of the fields. */
const isUploadRefusal = (error: unknown) =>
  isApiError(error) && (error.status === 413 || error.status === 415);

/**
 * Saves the artwork form. A new artwork is ONE command: `POST /api/artworks`, multipart with the
 * fields and the images, applied by the server in one transaction, so a failure leaves nothing
 * half-made; saving the same form again resends the same command (same idempotency key), so it is
 * created at most once. An edit is `PATCH /api/artworks/{id}` with the image set's changes.
 * Every artwork list is refreshed after either (web/api/invalidation.ts). Offline (or with no answer)
 * either is kept in the outbox and sent later, once. An edit made while earlier edits of the
 * artwork wait in the outbox (the form started from them) takes their place in the outbox, online
 * too: sent directly, the earlier ones would follow it and undo it. A new artwork reopened from the
 * outbox (Edit in the sync panel: `draft` is its item) takes the draft's place there, same position
 * and key, never a second draft. Returns true when saved or queued.
 */
export function useSaveArtwork(artwork: Artwork | null) {
  const updateLabel = (title: string | undefined) =>
    `Changes to "${title ?? artwork?.title ?? 'an artwork'}"`;
  const create = useOfflineWrite('createArtwork', {
    label: ({ body }) => `New artwork "${body.title}"`,
  });
  const update = useOfflineWrite('updateArtwork', { label: ({ body }) => updateLabel(body.title) });
  const replace = useReplacingWrite('updateArtwork', { label: ({ body }) => updateLabel(body.title) });
  const redraft = useQueuedItemEdit('createArtwork', { label: ({ body }) => `New artwork "${body.title}"` });

  /** Saves a queued new artwork's edit in its place in the outbox. */
  async function replaceDraft(seq: number, values: ArtworkFormValues, images: ImageSet) {
    try {
      await redraft.mutateAsync({ ...artworkCreateRequest(values, images), seq });
    } catch (error) {
      toast({
        title: 'Failed to save artwork',
        description:
          error instanceof OutboxItemGoneError
            ? `"${values.title}" was sent meanwhile. Edit it from your artworks as it is now.`
            : serverMessage(error),
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: SAVED_OFFLINE_MESSAGE, description: `"${values.title}" is waiting to sync.` });
    return true;
  }

  /** Queues the edit in place of the queued edits it was made from. */
  async function replaceQueued(id: number, values: ArtworkFormValues, images: ImageSet, replaces: number[]) {
    try {
      await replace.mutateAsync({ params: { id }, ...artworkUpdateRequest(values, images), replaces });
    } catch (error) {
      toast({
        title: 'Failed to update artwork',
        description:
          error instanceof OutboxItemGoneError
            ? 'Your earlier changes were sent meanwhile. Open the artwork again to edit it as it is now.'
            : undefined,
        variant: 'destructive',
      });
      return false;
    }
    toast({
      title: SAVED_OFFLINE_MESSAGE,
      description: `Your changes to "${values.title}" are waiting to sync.`,
    });
    return true;
  }

  /**
   * `from.replaces`: the queued edits the form started from (see QueuedEditStart); `from.draft`:
   * the queued new artwork it reopened.
   */
  async function save(
    values: ArtworkFormValues,
    images: ImageSet,
    from: { replaces?: number[]; draft?: number } = {},
  ): Promise<boolean> {
    const { replaces = [], draft } = from;
    if (artwork === null && draft !== undefined) return replaceDraft(draft, values, images);
    if (artwork === null) {
      try {
        const result = await create.mutateAsync(artworkCreateRequest(values, images));
        if (isQueued(result)) {
          toast({ title: SAVED_OFFLINE_MESSAGE, description: `"${values.title}" is waiting to sync.` });
          return true;
        }
      } catch (error) {
        toast({
          title: isUploadRefusal(error) ? 'Failed to upload images' : 'Failed to create artwork',
          description: serverMessage(error),
          variant: 'destructive',
        });
        return false;
      }
      toast({ title: 'Artwork created', description: `"${values.title}" has been submitted for review.` });
      return true;
    }
    if (replaces.length) return replaceQueued(artwork.id, values, images, replaces);
    try {
      const result = await update.mutateAsync({
        params: { id: artwork.id },
        ...artworkUpdateRequest(values, images),
      });
      if (isQueued(result)) {
        toast({
          title: SAVED_OFFLINE_MESSAGE,
          description: `Your changes to "${values.title}" are waiting to sync.`,
        });
        return true;
      }
    } catch (error) {
      toast({ title: 'Failed to update artwork', description: serverMessage(error), variant: 'destructive' });
      return false;
    }
    toast({ title: 'Artwork updated', description: `Your changes to "${values.title}" have been saved.` });
    return true;
  }

  return { save, pending: create.isPending || update.isPending || replace.isPending || redraft.isPending };
}
