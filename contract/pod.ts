import { z } from 'zod';
import './zod-config';
import { IdSchema, IsoDateTimeSchema, PriceSchema, idField } from './common';
import { PRINT_QUANTITY } from './constants';

/** A print provider's catalogue product (spec section 3 keeps the provider's snake_case). */
export const PrintVariantSchema = z.object({
  external_id: z.string(),
  name: z.string(),
  retail_price: z.number(),
});
export type PrintVariant = z.infer<typeof PrintVariantSchema>;
export const PrintProductSchema = z.object({
  external_id: z.string(),
  name: z.string(),
  variants: z.array(PrintVariantSchema),
});
export type PrintProduct = z.infer<typeof PrintProductSchema>;

/** Print products offered for one artwork. */
export const PodProductSchema = z.object({
  id: z.number().int(),
  artworkId: z.number().int(),
  externalId: z.string(),
  name: z.string(),
  variants: z.array(PrintVariantSchema),
  version: z.number().int(),
  updatedAt: IsoDateTimeSchema,
  createdAt: IsoDateTimeSchema,
});
export type PodProduct = z.infer<typeof PodProductSchema>;

/**
 * The spec names no payload for `POST /api/pod-products`; the one POD shape it names is the
 * provider's product (`external_id`, `variants: [{external_id, ...}]`), so a client that posts the
 * product it picked from `GET /api/printful/products` is read as ours.
 */
function fromProviderProduct(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const { external_id: externalId, variants, ...rest } = input as Record<string, unknown>;
  if (externalId === undefined || 'externalId' in rest) return input;
  const variantIds = Array.isArray(variants)
    ? variants.map((v) => (v && typeof v === 'object' ? (v as { external_id?: unknown }).external_id : v))
    : undefined;
  return { ...rest, externalId, ...(variantIds ? { variantIds } : {}) };
}

export const PodProductInputSchema = z.preprocess(
  fromProviderProduct,
  z.object({
    artworkId: IdSchema,
    externalId: z.coerce.string().min(1, 'Required'),
    /** Which of the provider product's variants to offer; all when omitted. */
    variantIds: z.array(z.coerce.string()).min(1).optional(),
  }),
);
export type PodProductInput = z.output<typeof PodProductInputSchema>;

export const PodOrderInputSchema = z.object({
  artworkId: IdSchema,
  variantId: z.coerce.string().min(1, 'Required'),
  quantity: z.coerce
    .number()
    .int()
    .min(PRINT_QUANTITY.min, `Quantity must be between ${PRINT_QUANTITY.min} and ${PRINT_QUANTITY.max}`)
    .max(PRINT_QUANTITY.max, `Quantity must be between ${PRINT_QUANTITY.min} and ${PRINT_QUANTITY.max}`),
  unitPrice: PriceSchema,
});
export type PodOrderInput = z.infer<typeof PodOrderInputSchema>;

export const PodOrderSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  artworkId: z.number().int(),
  podProductId: z.number().int(),
  variantId: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  total: z.number(),
  status: z.string(),
  createdAt: IsoDateTimeSchema,
});
export type PodOrder = z.infer<typeof PodOrderSchema>;

/** `GET /api/pod-products?artworkId=`. */
export const PodProductListQuerySchema = z.object({
  artworkId: idField('artworkId is required'),
});

// printSizeLabel lives in print-size.ts (zod-free, for the web's public pages).
export { printSizeLabel } from './print-size';
