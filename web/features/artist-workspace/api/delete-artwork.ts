import { useWrite } from '@/lib/write';

/** `DELETE /api/artworks/{id}` (204): the artwork leaves every list. */
export function useDeleteArtwork() {
  return useWrite('deleteArtwork', { input: (artworkId: number) => ({ params: { id: artworkId } }) });
}
