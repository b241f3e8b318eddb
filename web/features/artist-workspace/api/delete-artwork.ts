import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

/** `DELETE /api/artworks/{id}` (204): the artwork leaves every list. */
export async function deleteArtwork(artworkId: number): Promise<void> {
  await apiRequest('DELETE', `/api/artworks/${artworkId}`, undefined, {
    idempotencyKey: newIdempotencyKey(),
  });
}

export function useDeleteArtwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArtwork,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['/api/artworks'] });
    },
  });
}
