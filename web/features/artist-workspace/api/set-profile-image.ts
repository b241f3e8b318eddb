import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArtistImage } from '../../../../contract/artist';
import { apiJson } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { artistImagesKey } from './get-artist-images';

/** `PATCH /api/artist-images/{id}/set-profile`: makes the image the artist's one profile picture. */
export function setProfileImage(imageId: number) {
  return apiJson<ArtistImage>('PATCH', `/api/artist-images/${imageId}/set-profile`, undefined, {
    idempotencyKey: newIdempotencyKey(),
  });
}

export function useSetProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProfileImage,
    onSuccess: async () => {
      // Avatars show on the artist's cards and profile too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: artistImagesKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/artists'] }),
      ]);
    },
  });
}
