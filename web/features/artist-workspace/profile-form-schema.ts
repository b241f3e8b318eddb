import { z } from 'zod';
import { ArtistProfileInputSchema, type Artist } from '../../../contract/artist';
import type { ImageType } from '../../../contract/enums';

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

export function profileFormDefaults(artist: Artist | null): ProfileFormValues {
  const links = artist?.socialLinks ?? {};
  return {
    bio: artist?.bio ?? '',
    portfolioUrl: artist?.portfolioUrl ?? '',
    specialties: artist?.specialties ?? [],
    socialLinks: {
      instagram: links.instagram ?? '',
      website: links.website ?? '',
      twitter: links.twitter ?? '',
      behance: links.behance ?? '',
      etsy: links.etsy ?? '',
    },
  };
}

/**
 * Multipart of `POST /api/artists` / `PATCH /api/artists/{id}` (spec section 7): bio; portfolioUrl only
 * if set; specialties as JSON text only if some are chosen; socialLinks as JSON text; then each image
 * file as `images` with `imageDescriptions[i]` and `imageTypes[i]`.
 */
export function profileFormData(values: ProfileFormValues, images: readonly NewProfileImage[]): FormData {
  const form = new FormData();
  form.append('bio', values.bio);
  if (values.portfolioUrl) form.append('portfolioUrl', values.portfolioUrl);
  if (values.specialties.length) form.append('specialties', JSON.stringify(values.specialties));
  form.append('socialLinks', JSON.stringify(values.socialLinks));
  images.forEach((image, i) => {
    form.append('images', image.file, image.file.name);
    form.append(`imageDescriptions[${i}]`, image.description.trim());
    form.append(`imageTypes[${i}]`, image.imageType);
  });
  return form;
}

/** Adds or removes a specialty name (the toggle badges). */
export function toggleSpecialty(selected: readonly string[], name: string): string[] {
  return selected.includes(name) ? selected.filter((s) => s !== name) : [...selected, name];
}
