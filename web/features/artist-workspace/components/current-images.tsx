import { Trash2 } from 'lucide-react';
import type { ArtistImage } from '@contract/artist';
import { Button } from '@/components/ui/button';
import { QueryView } from '@/components/ui/query-view';
import { LoadError } from '@/components/layout/page';
import { toast } from '@/lib/toast';
import { useArtistImages } from '@/api/artist-images';
import { useDeleteArtistImage } from '@/features/artist-workspace/api/delete-artist-image';
import { ArtistImageGridSkeleton, ArtistImageTile } from './artist-image-tile';

/** The profile's saved images with their type badge and a delete button; a deleted one leaves at once. */
export function CurrentImages({ artistId }: { artistId: number }) {
  const images = useArtistImages(artistId);
  const remove = useDeleteArtistImage();

  const onDelete = (image: ArtistImage) => {
    remove.mutate(image, {
      onSuccess: () => toast({ title: 'Image Deleted', description: 'Image has been removed successfully' }),
      onError: () =>
        toast({ title: 'Delete Failed', description: 'Failed to delete image', variant: 'destructive' }),
    });
  };

  return (
    <QueryView
      query={images}
      pending={<ArtistImageGridSkeleton />}
      error={<LoadError what="your images" onRetry={() => void images.refetch()} />}
    >
      {(list) =>
        list.length ? (
          <ul aria-label="Current images" className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {list.map((image, i) => (
              <li key={image.id}>
                <ArtistImageTile image={image}>
                  <Button variant="ghost" className="w-full text-danger!" onClick={() => onDelete(image)}>
                    <Trash2 aria-hidden /> Delete
                    <span className="sr-only"> image {i + 1}</span>
                  </Button>
                </ArtistImageTile>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No images yet. Add some below.</p>
        )
      }
    </QueryView>
  );
}
