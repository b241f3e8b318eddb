import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Artist } from '../../../../contract/artist';
import { apiJson } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { artistImagesKey } from './get-artist-images';

/** `POST /api/artists` (no profile yet) or `PATCH /api/artists/{id}`, multipart (see profileFormData). */
export function saveArtistProfile({ artistId, body }: { artistId: number | null; body: FormData }) {
  const options = { idempotencyKey: newIdempotencyKey() };
  return artistId === null
    ? apiJson<Artist>('POST', '/api/artists', body, options)
    : apiJson<Artist>('PATCH', `/api/artists/${artistId}`, body, options);
}

export function useSaveArtistProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArtistProfile,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/artists'] }),
        queryClient.invalidateQueries({ queryKey: artistImagesKey }),
      ]);
    },
  });
}
