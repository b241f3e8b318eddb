import { z } from 'zod';

export const IdSchema = z.coerce.number().int().positive();
/** Path parameter ids: a positive integer, else 404-style "not found" is decided by the caller. */
export const IdParamSchema = z.object({ id: IdSchema });

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));
export const UsernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain letters, numbers, dots, dashes and underscores');
export const PasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(256, 'Password must be at most 256 characters');
export const NameSchema = z.string().trim().min(1, 'Required').max(80);

/** Money travels as a JSON number of dollars, stored exactly as integer cents. */
export const PriceSchema = z.coerce
  .number({ error: 'Price must be a number' })
  .nonnegative('Price cannot be negative')
  .max(10_000_000, 'Price is too large')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Price can have at most 2 decimals');

export const HttpUrlSchema = z
  .string()
  .trim()
  .url('Please enter a valid URL')
  .refine((u) => /^https?:\/\//i.test(u), 'Please enter a valid URL');
/** A URL or an empty string (artist profile form). */
export const OptionalUrlSchema = z.union([HttpUrlSchema, z.literal('')]);

export const IsoDateTimeSchema = z.string();
/** A calendar date, YYYY-MM-DD. */
export const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date');

/** One rendition of an uploaded image; the web builds `srcset` from these. */
export const ImageVariantSchema = z.object({ width: z.number().int(), url: z.string() });
export type ImageVariant = z.infer<typeof ImageVariantSchema>;

/** Fields carried by every row the PWA caches (delta sync). */
export const SyncFieldsSchema = z.object({
  version: z.number().int(),
  updatedAt: IsoDateTimeSchema,
});

/** Query-string booleans: "true"/"false". */
export const QueryBoolSchema = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

export const ListPagingSchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}
export function toDollars(cents: number | string | null | undefined): number | null {
  if (cents === null || cents === undefined) return null;
  return Number(cents) / 100;
}
