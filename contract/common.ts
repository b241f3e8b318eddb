import { z } from 'zod';

/** The largest id a row can have (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;
/**
 * An id written as text (a path, a query string, a form field): decimal digits only, so `0x10`,
 * `1e1`, `0b10`, `+16`, ` 16` or `16.0` are never 16.
 */
export const DECIMAL_ID = /^[1-9][0-9]{0,9}$/;

/**
 * An id: a JSON number, or its decimal text. `message` is what a bad value reads (zod's default
 * text otherwise).
 */
export function idField(message?: string) {
  const error = message ? { error: message } : {};
  return z
    .union([z.number(error), z.string(error).regex(DECIMAL_ID, message).transform(Number)], error)
    .pipe(z.number().int(message).positive(message).max(MAX_ID, message));
}
export const IdSchema = idField();
/** An optional id that may be cleared: a blank form field ('') is null, "none". */
export const NullableIdSchema = z.preprocess((v) => (v === '' ? null : v), IdSchema.nullable());
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

/** Form text to a number: '' and null become undefined, numeric text a number, anything else stays. */
function blankToUndefined(v: unknown): unknown {
  if (v === '' || v === null) return undefined;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  return v;
}

const PriceNumberSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'Required' : 'Price must be a number') })
  .nonnegative('Price cannot be negative')
  .max(10_000_000, 'Price is too large')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Price can have at most 2 decimals');

/**
 * Money travels as a JSON number of dollars (numeric text from forms is accepted), stored exactly as
 * integer cents. A blank or null price is missing ('Required'), never silently $0.
 */
export const PriceSchema = z.preprocess(blankToUndefined, PriceNumberSchema);

/** An optional amount (budget, quote): blank and null mean "none" and come out as null. */
export const OptionalPriceSchema = z.preprocess(
  (v) => blankToUndefined(v) ?? null,
  PriceNumberSchema.nullable(),
);

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

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}
export function toDollars(cents: number | string | null | undefined): number | null {
  if (cents === null || cents === undefined) return null;
  return Number(cents) / 100;
}
