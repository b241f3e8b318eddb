import { z } from 'zod';
import './zod-config';
import { IdSchema, ImageVariantSchema, IsoDateTimeSchema, PriceSchema, SyncFieldsSchema } from './common';

import { SERVICE_STATUSES } from './commission-service-rules';

// The rules the web needs at run time live in a zod-free module (the public pages stay small).
export * from './commission-service-rules';

export const ServiceStatusSchema = z.enum(SERVICE_STATUSES, { error: 'Choose Open, Waitlist or Closed' });

/** A usage right beyond the included one, sold as a priced add-on (e.g. "Commercial use", $80). */
export const ServiceAddOnSchema = z.object({
  name: z.string().trim().min(1, 'Name the add-on').max(80, 'Add-on names are at most 80 characters'),
  price: PriceSchema,
});
export type ServiceAddOn = z.infer<typeof ServiceAddOnSchema>;

/** An example picture: one of the artist's own artwork images. */
export const ServiceExampleSchema = z.object({
  imageId: z.number().int(),
  artworkId: z.number().int(),
  artworkTitle: z.string(),
  imageUrl: z.string(),
  variants: z.array(ImageVariantSchema),
});
export type ServiceExample = z.infer<typeof ServiceExampleSchema>;

export const CommissionServiceSchema = SyncFieldsSchema.extend({
  id: z.number().int(),
  artistId: z.number().int(),
  artistName: z.string(),
  title: z.string(),
  description: z.string(),
  examples: z.array(ServiceExampleSchema),
  priceMin: z.number(),
  priceMax: z.number(),
  turnaroundDays: z.number().int(),
  revisionsIncluded: z.number().int(),
  usageRights: z.string(),
  addOns: z.array(ServiceAddOnSchema),
  status: ServiceStatusSchema,
  /** Open slots in all (null: no limit); a slot is taken by an accepted or in-progress request. */
  slots: z.number().int().nullable(),
  slotsTaken: z.number().int(),
  /** Pending requests waiting for a slot. */
  waitlistCount: z.number().int(),
  createdAt: IsoDateTimeSchema,
});
export type CommissionService = z.infer<typeof CommissionServiceSchema>;

const fields = {
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters'),
  description: z
    .string()
    .trim()
    .min(10, 'Description must be at least 10 characters')
    .max(3000, 'Description must be at most 3000 characters'),
  exampleImageIds: z.array(IdSchema).max(6, 'Choose at most 6 example images'),
  priceMin: PriceSchema,
  priceMax: PriceSchema,
  turnaroundDays: z.coerce
    .number({ error: 'Turnaround must be a number of days' })
    .int('Turnaround must be whole days')
    .min(1, 'Turnaround is at least 1 day')
    .max(365, 'Turnaround is at most 365 days'),
  revisionsIncluded: z.coerce
    .number({ error: 'Revisions must be a number' })
    .int('Revisions must be a whole number')
    .min(0, 'Revisions cannot be negative')
    .max(20, 'At most 20 revisions'),
  usageRights: z.string().trim().min(1, 'Say what use is included').max(500),
  addOns: z.array(ServiceAddOnSchema).max(10, 'At most 10 add-ons'),
  status: ServiceStatusSchema,
  slots: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number({ error: 'Slots must be a number' })
      .int('Slots must be a whole number')
      .min(1, 'Offer at least 1 slot, or leave it empty for no limit')
      .max(100, 'At most 100 slots')
      .nullable(),
  ),
};

const priceRange = (s: { priceMin?: number; priceMax?: number }) =>
  s.priceMin === undefined || s.priceMax === undefined || s.priceMin <= s.priceMax;
const PRICE_RANGE_ERROR = { message: 'The highest price cannot be below the lowest', path: ['priceMax'] };

export const CommissionServiceInputSchema = z
  .object({
    ...fields,
    exampleImageIds: fields.exampleImageIds.default([]),
    usageRights: fields.usageRights.default('Personal use'),
    addOns: fields.addOns.default([]),
    status: fields.status.default('open'),
    slots: fields.slots.optional(),
  })
  .refine(priceRange, PRICE_RANGE_ERROR);
export type CommissionServiceInput = z.infer<typeof CommissionServiceInputSchema>;

/** `PATCH`: any subset; a price range given in part is checked against the stored other end. */
export const CommissionServicePatchSchema = z.object(fields).partial().refine(priceRange, PRICE_RANGE_ERROR);
export type CommissionServicePatch = z.infer<typeof CommissionServicePatchSchema>;

export const CommissionServiceListQuerySchema = z.object({
  artistId: IdSchema.optional(),
  status: ServiceStatusSchema.optional(),
});
export type CommissionServiceListQuery = z.infer<typeof CommissionServiceListQuerySchema>;
