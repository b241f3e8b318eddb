import { z } from 'zod';
import './zod-config';
import { CursorSchema, DeprecatedOffsetSchema, PageLimitSchema } from './paging';
import {
  IdSchema,
  idField,
  ImageVariantSchema,
  NullableIdSchema,
  IsoDateTimeSchema,
  PriceSchema,
  SyncFieldsSchema,
} from './common';
import { ApprovalStatusSchema, ArtworkSortSchema, ArtworkStatusFilterSchema, StockTypeSchema } from './enums';
import { ImageSetChangeSchema, NewImageListSchema } from './image-set';
import { ModerationSchema } from './artist';

export const ArtworkImageSchema = SyncFieldsSchema.extend({
  id: z.number().int(),
  artworkId: z.number().int(),
  imageUrl: z.string(),
  variants: z.array(ImageVariantSchema),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  isPrimary: z.boolean(),
  altText: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
});
export type ArtworkImage = z.infer<typeof ArtworkImageSchema>;

export const StockItemSchema = SyncFieldsSchema.extend({
  id: z.number().int(),
  artworkId: z.number().int(),
  type: StockTypeSchema,
  price: z.number(),
  quantity: z.number().int(),
  dimensions: z.string().nullable(),
  isAvailable: z.boolean(),
});
export type StockItem = z.infer<typeof StockItemSchema>;

export const ArtworkSchema = SyncFieldsSchema.extend({
  id: z.number().int(),
  artistId: z.number().int(),
  /** The artist's display name, so cards need no extra call. */
  artistName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  specialty: z.string().nullable(),
  specialtyId: z.number().int().nullable(),
  medium: z.string().nullable(),
  mediumId: z.number().int().nullable(),
  dimensions: z.string().nullable(),
  yearCreated: z.number().int().nullable(),
  price: z.number().nullable(),
  /** The primary image's default rendition (or an external URL for legacy rows). */
  imageUrl: z.string().nullable(),
  images: z.array(ArtworkImageSchema),
  approvalStatus: ApprovalStatusSchema,
  createdAt: IsoDateTimeSchema,
  /** While not approved, for the artist and admins: the last rejection or revoke and its reason. */
  moderation: ModerationSchema.nullable().optional(),
});
export type Artwork = z.infer<typeof ArtworkSchema>;

const currentYear = new Date().getFullYear();
/** The fields of an artwork (`POST /api/artworks`, partial in `PATCH /api/artworks/{id}`). */
export const ArtworkInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  description: z.string().trim().max(5000).optional().nullable(),
  mediumId: idField('Medium is required'),
  specialtyId: NullableIdSchema.optional(),
  dimensions: z.string().trim().max(120).optional().nullable(),
  // A blank form field is no year.
  yearCreated: z
    .preprocess(
      (v) => (v === '' ? null : v),
      z.coerce
        .number()
        .int()
        .min(1000, 'Year looks wrong')
        .max(currentYear + 1, 'Year cannot be in the future')
        .nullable(),
    )
    .optional(),
  price: PriceSchema,
  /** Optional external image URL (spec field); uploaded images take precedence. */
  imageUrl: z
    .string()
    .trim()
    .max(2000)
    // http(s) or a path on this site: never javascript:, data: or protocol-relative URLs.
    .refine(
      (v) => v === '' || /^https?:\/\/\S+$/i.test(v) || /^\/(?!\/)\S*$/.test(v),
      'Please enter a valid URL',
    )
    .optional()
    .nullable(),
  /** Admins may create for an artist; an artist's own id is taken from the session. */
  artistId: IdSchema.optional(),
});
export type ArtworkInput = z.infer<typeof ArtworkInputSchema>;
export const ArtworkPatchSchema = ArtworkInputSchema.partial();
export type ArtworkPatch = z.infer<typeof ArtworkPatchSchema>;
/** `POST /api/artworks`: the fields and, optionally, new images (multipart: files by index). */
export const ArtworkCreateBodySchema = ArtworkInputSchema.extend({ images: NewImageListSchema.optional() });
export type ArtworkCreateBody = z.infer<typeof ArtworkCreateBodySchema>;
/** `PATCH /api/artworks/{id}`: any subset of the fields and changes to the image set. */
export const ArtworkUpdateBodySchema = ArtworkPatchSchema.extend({ images: ImageSetChangeSchema.optional() });
export type ArtworkUpdateBody = z.infer<typeof ArtworkUpdateBodySchema>;
/** `POST /api/artworks/{id}/images`: new images (multipart: files by index). */
export const ArtworkAddImagesBodySchema = z.object({
  images: NewImageListSchema.min(1, 'Add at least one image'),
});
export type ArtworkAddImagesBody = z.infer<typeof ArtworkAddImagesBodySchema>;

export const ArtworkListQuerySchema = z.object({
  approved: z.enum(['true', 'false']).optional(),
  artistId: IdSchema.optional(),
  /** The admin screen's filter; 'all' is the same as leaving it out. */
  status: ArtworkStatusFilterSchema.optional(),
  search: z.string().trim().max(200).optional(),
  medium: z.string().trim().max(80).optional(),
  specialty: z.string().trim().max(80).optional(),
  minPrice: z.coerce.number().nonnegative().optional(),
  maxPrice: z.coerce.number().nonnegative().optional(),
  sort: ArtworkSortSchema.optional(),
  limit: PageLimitSchema,
  cursor: CursorSchema.optional(),
  /** Deprecated: use `cursor`. */
  offset: DeprecatedOffsetSchema,
});
export type ArtworkListQuery = z.infer<typeof ArtworkListQuerySchema>;

export const StockInputSchema = z.object({
  type: StockTypeSchema,
  price: PriceSchema,
  quantity: z.coerce.number().int().min(0).max(100000),
  dimensions: z.string().trim().max(120).optional().nullable(),
  isAvailable: z.boolean().optional(),
});
export type StockInput = z.infer<typeof StockInputSchema>;
export const StockCreateInputSchema = StockInputSchema.extend({
  artworkId: idField('Artwork is required'),
});
export type StockCreateInput = z.infer<typeof StockCreateInputSchema>;
export const StockPatchSchema = StockInputSchema.partial();
export type StockPatch = z.infer<typeof StockPatchSchema>;

/** `GET /api/artwork-images` and `GET /api/stock`. */
export const ArtworkChildQuerySchema = z.object({
  artworkId: IdSchema.optional(),
});
