import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Artwork } from '../../../contract/artwork';
import { isApiError } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { toast } from '../../lib/toast';
import { createArtwork } from './api/create-artwork';
import { updateArtwork } from './api/update-artwork';
import { uploadArtworkImages } from './api/upload-artwork-images';
import {
  artworkCreateBody,
  artworkImagesFormData,
  artworkPatchFormData,
  type ArtworkFormValues,
} from './artwork-form-schema';
import type { ImageSet } from './image-set';

const serverMessage = (error: unknown) => (isApiError(error) ? error.userMessage : undefined);

/**
 * Saves the artwork form. A new artwork is two calls (spec section 7): `POST /api/artworks`, then
 * `POST /api/artworks/{id}/images`. If only the upload fails, the artwork exists: the next try
 * sends the form as an edit of it, so nothing is created twice. Returns true when all was saved.
 */
export function useSaveArtwork(artwork: Artwork | null) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const createdId = useRef<number | null>(null);

  async function create(values: ArtworkFormValues, images: ImageSet): Promise<boolean> {
    let id: number;
    try {
      const created = await createArtwork(artworkCreateBody(values), newIdempotencyKey());
      if (!created) throw new Error('No artwork in the answer');
      id = created.id;
      createdId.current = id;
    } catch (error) {
      toast({ title: 'Failed to create artwork', description: serverMessage(error), variant: 'destructive' });
      return false;
    }
    try {
      await uploadArtworkImages(id, artworkImagesFormData(images), newIdempotencyKey());
    } catch (error) {
      toast({
        title: 'Failed to upload images',
        description: `${serverMessage(error) ?? 'The upload did not finish.'} Your artwork was saved: try the images again.`,
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: 'Artwork created', description: `"${values.title}" has been submitted for review.` });
    return true;
  }

  async function update(id: number, values: ArtworkFormValues, images: ImageSet): Promise<boolean> {
    try {
      await updateArtwork(id, artworkPatchFormData(values, images), newIdempotencyKey());
    } catch (error) {
      toast({ title: 'Failed to update artwork', description: serverMessage(error), variant: 'destructive' });
      return false;
    }
    toast({
      title: createdId.current === id ? 'Artwork created' : 'Artwork updated',
      description:
        createdId.current === id
          ? `"${values.title}" has been submitted for review.`
          : `Your changes to "${values.title}" have been saved.`,
    });
    return true;
  }

  async function save(values: ArtworkFormValues, images: ImageSet): Promise<boolean> {
    setPending(true);
    try {
      const id = artwork?.id ?? createdId.current;
      return id === null ? await create(values, images) : await update(id, values, images);
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: ['/api/artworks'] });
    }
  }

  return { save, pending };
}
