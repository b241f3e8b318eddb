import { z } from 'zod';
import {
  ArtistProfileInputSchema,
  type Artist,
  type ArtistProfileBody,
  type SocialLinks,
} from '@contract/artist';
import type { ImageType } from '@contract/enums';
import { isNewImage } from '@contract/image-set';
import { imageSetChanges } from './image-set';

const { portfolioUrl, specialties } = ArtistProfileInputSchema.shape;
const link = z.string().trim().max(300, 'Links must be at most 300 characters');

/**
 * The artist profile form (spec section 5): bio optional (the label says required), portfolio URL
 * valid or empty ('Please enter a valid URL'), specialties a list of names, social links free text.
 */
export const ProfileFormSchema = z.object({
  bio: z.string().trim().max(5000, 'Bio must be at most 5000 characters'),
  portfolioUrl: portfolioUrl.unwrap(),
  specialties: specialties.unwrap(),
  socialLinks: z.object({ instagram: link, website: link, twitter: link, behance: link, etsy: link }),
});
export type ProfileFormValues = z.output<typeof ProfileFormSchema>;
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;

/** A picked profile image waiting to be uploaded with the form. */
export interface NewProfileImage {
  key: string;
  file: File;
  previewUrl: string;
  description: string;
  imageType: ImageType;
}

/**
 * Form defaults: the saved profile, with the fields of its edits still waiting in the outbox laid
 * over it, oldest first (so a second edit made offline starts from the first, not the server's).
 */
export function profileFormDefaults(
  artist: Artist | null,
  queued: readonly ArtistProfileBody[] = [],
): ProfileFormValues {
  let values: ProfileFormValues = {
    bio: artist?.bio ?? '',
    portfolioUrl: artist?.portfolioUrl ?? '',
    specialties: artist?.specialties ?? [],
    socialLinks: socialLinks(artist?.socialLinks),
  };
  for (const body of queued) {
    values = {
      bio: body.bio ?? values.bio,
      portfolioUrl: body.portfolioUrl ?? values.portfolioUrl,
      specialties: body.specialties ?? values.specialties,
      socialLinks: body.socialLinks ? socialLinks(body.socialLinks) : values.socialLinks,
    };
  }
  return values;
}

function socialLinks(links: SocialLinks | null | undefined): ProfileFormValues['socialLinks'] {
  return {
    instagram: links?.instagram ?? '',
    website: links?.website ?? '',
    twitter: links?.twitter ?? '',
    behance: links?.behance ?? '',
    etsy: links?.etsy ?? '',
  };
}

/**
 * `POST /api/artists` / `PATCH /api/artists/{id}` (multipart, spec section 7): bio; portfolioUrl
 * only if set; specialties only if some are chosen; socialLinks; and each new image with its
 * description and type (the same image-set encoder as artworks).
 */
export function profileFormData(
  values: ProfileFormValues,
  images: readonly NewProfileImage[],
): { body: ArtistProfileBody; files: File[] } {
  const set = imageSetChanges({
    items: images.map((image) => ({ ...image, kind: 'new' as const })),
    primaryKey: null,
    removedIds: [],
  });
  const body: ArtistProfileBody = { bio: values.bio };
  if (values.portfolioUrl) body.portfolioUrl = values.portfolioUrl;
  if (values.specialties.length) body.specialties = values.specialties;
  body.socialLinks = values.socialLinks;
  body.images = set.images.filter(isNewImage);
  return { body, files: set.files };
}

/** Adds or removes a specialty name (the toggle badges). */
export function toggleSpecialty(selected: readonly string[], name: string): string[] {
  return selected.includes(name) ? selected.filter((s) => s !== name) : [...selected, name];
}
