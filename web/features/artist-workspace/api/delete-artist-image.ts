import { useQueryClient } from '@tanstack/react-query';
import type { ArtistImage } from '@contract/artist';
import { artistImageKeys } from '@/api/artist-images';
import { useWrite } from '@/lib/write';

/**
 * `DELETE /api/artist-images/{id}` (204). The image leaves the screen at once (spec section 4); if
 * the server refuses, it comes back.
 */
export function useDeleteArtistImage() {
  const queryClient = useQueryClient();
  const key = artistImageKeys.all;
  return useWrite('deleteArtistImage', {
    input: (image: ArtistImage) => ({ params: { id: image.id } }),
    onMutate: async (image) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<ArtistImage[]>({ queryKey: key });
      queryClient.setQueriesData<ArtistImage[]>({ queryKey: key }, (images) =>
        images?.filter((item) => item.id !== image.id),
      );
      return { previous };
    },
    onError: (_error, _image, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
    },
  });
}
