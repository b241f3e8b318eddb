import type { Artist, ArtistImage } from '@contract/artist';
import type { ImageVariant } from '@contract/common';
import { defaultArtistImage } from '@/components/ui/art-image-sources';

export interface AvatarSource {
  src: string;
  variants: ImageVariant[];
  /** Which rule chose it (for tests and debugging). */
  kind: 'profile' | 'portfolio' | 'first' | 'generated';
}

const fromImage = (image: ArtistImage, kind: AvatarSource['kind']): AvatarSource => ({
  src: image.imageUrl,
  variants: image.variants,
  kind,
});

/**
 * The profile's avatar (spec section 2): the profile image, else a portfolio image, else the
 * first image, else a generated avatar (cycling by id over 3).
 */
export function chooseArtistAvatar(
  artist: Pick<Artist, 'id' | 'profileImageUrl' | 'profileImageVariants'>,
  images: readonly ArtistImage[] = [],
): AvatarSource {
  if (artist.profileImageUrl)
    return { src: artist.profileImageUrl, variants: artist.profileImageVariants, kind: 'profile' };
  const profile = images.find((image) => image.isProfileImage || image.imageType === 'profile');
  if (profile) return fromImage(profile, 'profile');
  const portfolio = images.find((image) => image.imageType === 'portfolio');
  if (portfolio) return fromImage(portfolio, 'portfolio');
  const first = images[0];
  if (first) return fromImage(first, 'first');
  return { src: defaultArtistImage(artist.id), variants: [], kind: 'generated' };
}
