import { z } from 'zod';
import './zod-config';
import { CursorSchema, DeprecatedOffsetSchema, PageLimitSchema } from './paging';
import {
  IdSchema,
  ImageVariantSchema,
  IsoDateTimeSchema,
  OptionalPriceSchema,
  SyncFieldsSchema,
} from './common';
import { CommissionSortSchema } from './enums';

/** A showcase commission: finished commissioned work an artist shows off. */
export const CommissionSchema = SyncFieldsSchema.extend({
  id: z.number().int(),
  artistId: z.number().int(),
  artistName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  medium: z.string().nullable(),
  dimensions: z.string().nullable(),
  price: z.number().nullable(),
  completionTime: z.string().nullable(),
  imageUrl: z.string().nullable(),
  variants: z.array(ImageVariantSchema),
  isShowcase: z.boolean(),
  createdAt: IsoDateTimeSchema,
});
export type Commission = z.infer<typeof CommissionSchema>;

export const CommissionInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().trim().max(5000).optional().nullable(),
  medium: z.string().trim().max(80).optional().nullable(),
  dimensions: z.string().trim().max(120).optional().nullable(),
  price: OptionalPriceSchema.optional(),
  completionTime: z.string().trim().max(80).optional().nullable(),
  // Multipart sends "true"/"false" text; z.coerce.boolean() would read "false" as true.
  isShowcase: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  /** Admins create for an artist; an artist's own profile is taken from the session. */
  artistId: IdSchema.optional(),
});
export type CommissionInput = z.infer<typeof CommissionInputSchema>;
/** `PATCH /api/commissions/{id}`: any subset of the fields; the owner cannot be changed. */
export const CommissionPatchSchema = CommissionInputSchema.omit({ artistId: true }).partial();
export type CommissionPatch = z.infer<typeof CommissionPatchSchema>;

export const CommissionListQuerySchema = z.object({
  showcase: z.enum(['true', 'false']).optional(),
  artistId: IdSchema.optional(),
  search: z.string().trim().max(200).optional(),
  medium: z.string().trim().max(80).optional(),
  sort: CommissionSortSchema.optional(),
  limit: PageLimitSchema,
  cursor: CursorSchema.optional(),
  /** Deprecated: use `cursor`. */
  offset: DeprecatedOffsetSchema,
});
export type CommissionListQuery = z.infer<typeof CommissionListQuerySchema>;
