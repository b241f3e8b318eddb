import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArtistImage } from '../../../../contract/artist';
import { apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { artistImagesKey } from './get-artist-images';

/** `DELETE /api/artist-images/{id}` (204). */
export async function deleteArtistImage(imageId: number): Promise<void> {
  await apiRequest('DELETE', `/api/artist-images/${imageId}`, undefined, {
    idempotencyKey: newIdempotencyKey(),
  });
}

/**
 * The image leaves the screen at once (spec section 4); if the server refuses, it comes back.
 */
export function useDeleteArtistImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: ArtistImage) => deleteArtistImage(image.id),
    onMutate: async (image) => {
      await queryClient.cancelQueries({ queryKey: artistImagesKey });
      const previous = queryClient.getQueriesData<ArtistImage[]>({ queryKey: artistImagesKey });
      queryClient.setQueriesData<ArtistImage[]>({ queryKey: artistImagesKey }, (images) =>
        images?.filter((item) => item.id !== image.id),
      );
      return { previous };
    },
    onError: (_error, _image, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: artistImagesKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/artists'] }),
      ]);
    },
  });
}
