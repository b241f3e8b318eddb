import { z } from 'zod';
import './zod-config';
import { CursorSchema, DeprecatedOffsetSchema, PageLimitSchema } from './paging';
import {
  HttpUrlSchema,
  IdSchema,
  idField,
  ImageVariantSchema,
  IsoDateTimeSchema,
  OptionalUrlSchema,
  SyncFieldsSchema,
} from './common';
import { ApprovalStatusSchema, ArtistSortSchema, ImageTypeSchema } from './enums';
import { NewImageListSchema } from './image-set';
import { MODERATION_ACTIONS, MODERATION_REASON_MAX } from './approval';

/**
 * The admin's last decision while an artist profile or artwork is not approved: 'rejected' or
 * 'revoked', with the reason the admin gave. Only the artist and admins see it (issue 13).
 */
export const ModerationSchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  reason: z.string().nullable(),
  at: IsoDateTimeSchema,
  /** Edited since this decision, so it may be submitted for review again (issue 25, point 6). */
  editedSince: z.boolean().optional(),
});
export type Moderation = z.infer<typeof ModerationSchema>;

// SOCIAL_LINK_KEYS lives in constants.ts (zod-free, for the web's public pages).
export { SOCIAL_LINK_KEYS } from './constants';
export const SocialLinksSchema = z.object({
  instagram: z.string().trim().max(300).optional(),
  twitter: z.string().trim().max(300).optional(),
  website: z.string().trim().max(300).optional(),
  behance: z.string().trim().max(300).optional(),
  etsy: z.string().trim().max(300).optional(),
});
export type SocialLinks = z.infer<typeof SocialLinksSchema>;

export const ArtistSchema = SyncFieldsSchema.extend({
  id: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  displayName: z.string(),
  /** Only for the artist themselves and admins. */
  email: z.string().optional(),
  bio: z.string().nullable(),
  specialties: z.array(z.string()),
  website: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  socialLinks: SocialLinksSchema,
  profileImageUrl: z.string().nullable(),
  profileImageVariants: z.array(ImageVariantSchema),
  isVerified: z.boolean(),
  approvalStatus: ApprovalStatusSchema,
  createdAt: IsoDateTimeSchema,
  /** Approved artworks, for "available artworks" counts on cards. */
  artworkCount: z.number().int(),
  /** While not approved, for the artist and admins: the last rejection or revoke and its reason. */
  moderation: ModerationSchema.nullable().optional(),
});
export type Artist = z.infer<typeof ArtistSchema>;

/** Profile fields of `POST /api/artists` and `PATCH /api/artists/{id}`. */
export const ArtistProfileInputSchema = z.object({
  bio: z.string().trim().max(5000, 'Bio must be at most 5000 characters').optional(),
  portfolioUrl: OptionalUrlSchema.optional(),
  specialties: z
    .array(z.string().trim().min(1).max(80), { error: 'Specialties must be a list of names' })
    .max(20)
    .optional(),
  socialLinks: z.object(SocialLinksSchema.shape, { error: 'Social links must be an object' }).optional(),
});
export type ArtistProfileInput = z.infer<typeof ArtistProfileInputSchema>;
/** `POST /api/artists`, `PATCH /api/artists/{id}`: profile fields and new images (multipart: files by index). */
export const ArtistProfileBodySchema = ArtistProfileInputSchema.extend({
  images: NewImageListSchema.optional(),
});
export type ArtistProfileBody = z.infer<typeof ArtistProfileBodySchema>;

export const ArtistListQuerySchema = z.object({
  approved: z.enum(['true', 'false']).optional(),
  userId: IdSchema.optional(),
  search: z.string().trim().max(200).optional(),
  specialty: z.string().trim().max(80).optional(),
  /** Only artists with at least one public artwork (the home page's featured artists). */
  hasArtworks: z.enum(['true', 'false']).optional(),
  sort: ArtistSortSchema.optional(),
  limit: PageLimitSchema,
  cursor: CursorSchema.optional(),
  /** Deprecated: use `cursor`. */
  offset: DeprecatedOffsetSchema,
});
export type ArtistListQuery = z.infer<typeof ArtistListQuerySchema>;

export const ApproveInputSchema = z.object({
  approved: z.boolean({ error: 'approved must be true or false' }),
  /** Why it was rejected or revoked, shown to the artist; ignored when approving. */
  reason: z
    .string()
    .trim()
    .max(MODERATION_REASON_MAX, `Reason must be at most ${MODERATION_REASON_MAX} characters`)
    .optional()
    .nullable(),
});
export type ApproveInput = z.infer<typeof ApproveInputSchema>;

export const ArtistImageSchema = SyncFieldsSchema.extend({
  id: z.number().int(),
  artistId: z.number().int(),
  imageUrl: z.string(),
  variants: z.array(ImageVariantSchema),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  imageType: ImageTypeSchema,
  isProfileImage: z.boolean(),
  createdAt: IsoDateTimeSchema,
});
export type ArtistImage = z.infer<typeof ArtistImageSchema>;

/** `GET /api/artist-images?artistId=`. */
export const ArtistImageListQuerySchema = z.object({
  artistId: idField('artistId must be a number'),
});

export { HttpUrlSchema };
