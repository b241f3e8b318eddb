import { z } from 'zod';
import { PAGE_SIZE } from './page-size';
import './zod-config';

/**
 * Paging for every list endpoint (architecture.md, "Data"): list bodies stay JSON arrays, and the
 * page travels in headers: `Link: <...&cursor=...>; rel="next"` and `X-Next-Cursor` (absent on the
 * last page), `X-Total-Count` (on a first page, capped at TOTAL_COUNT_CAP with
 * `X-Total-Count-Capped: true`).
 */
// The sizes live in page-size.ts, which the web's public shell reads without zod.
export { CHILD_LIST_MAX, PAGE_SIZE, TOTAL_COUNT_CAP } from './page-size';

/** An opaque position in one sort of one list, from `X-Next-Cursor` or the `Link` header. */
export const CursorSchema = z
  .string()
  .max(512, 'cursor is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'cursor is not a valid cursor');

/**
 * Page size: 1 or more; above PAGE_SIZE.max it is clamped (a request for 10,000 rows gets 100). The
 * default (PAGE_SIZE.default) is applied by the server when it is left out.
 */
export const PageLimitSchema = z.coerce
  .number()
  .int()
  .min(1)
  .transform((n) => Math.min(n, PAGE_SIZE.max))
  .optional();

/**
 * Deprecated: skips rows after the cursor (or from the start). Kept so older clients still work,
 * bounded so it never costs more than a few pages; use `cursor`.
 */
export const DeprecatedOffsetSchema = z.coerce.number().int().min(0).max(1000).optional();

/** `limit`, `cursor` and the deprecated `offset`, shared by every list query. */
export const PagingQuerySchema = z.object({
  limit: PageLimitSchema,
  cursor: CursorSchema.optional(),
  offset: DeprecatedOffsetSchema,
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;

export function pageSize(limit: number | undefined): number {
  return Math.min(limit ?? PAGE_SIZE.default, PAGE_SIZE.max);
}
