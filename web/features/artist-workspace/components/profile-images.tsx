import { Images } from 'lucide-react';
import type { ArtistImage } from '@contract/artist';
import { LoadError } from '@/components/layout/page';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { toast } from '@/lib/toast';
import { useArtistImages } from '@/api/artist-images';
import { useSetProfileImage } from '@/features/artist-workspace/api/set-profile-image';
import { ArtistImageGridSkeleton, ArtistImageTile } from './artist-image-tile';

/** The artist's images, each of which can become the profile picture. */
export function ProfileImages({ artistId }: { artistId: number }) {
  const images = useArtistImages(artistId);
  const setProfile = useSetProfileImage();

  const choose = async (image: ArtistImage) => {
    try {
      await setProfile.mutateAsync(image.id);
      toast({ title: 'Profile picture updated', description: 'Collectors will see it on your profile.' });
    } catch {
      toast({ title: 'Failed to set profile picture', variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="profile-images-title">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="profile-images-title" className="text-2xl font-medium text-ink">
            Profile images
          </h2>
          <p className="mt-1 text-sm text-muted">Choose the picture collectors see next to your name.</p>
        </div>
        <ButtonLink to="/artist-profile-edit" variant="ghost">
          Upload images
        </ButtonLink>
      </div>
      <QueryView
        query={images}
        pending={<ArtistImageGridSkeleton />}
        error={<LoadError what="your images" onRetry={() => void images.refetch()} />}
      >
        {(list) =>
          list.length ? (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {list.map((image) => (
                <li key={image.id}>
                  <ArtistImageTile image={image}>
                    {image.isProfileImage ? (
                      <p className="flex min-h-11 items-center text-sm font-medium text-accent">
                        Your profile picture
                      </p>
                    ) : (
                      <Button
                        variant="secondary"
                        className="w-full"
                        loading={setProfile.isPending && setProfile.variables === image.id}
                        disabled={setProfile.isPending}
                        onClick={() => void choose(image)}
                      >
                        Set as profile picture
                      </Button>
                    )}
                  </ArtistImageTile>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={Images}
              title="No images yet"
              description="Upload portfolio, studio or process images, then pick your profile picture here."
              action={<ButtonLink to="/artist-profile-edit">Upload images</ButtonLink>}
            />
          )
        }
      </QueryView>
    </section>
  );
}
