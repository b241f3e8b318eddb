import { z } from 'zod';
import '../zod-config';

/** `:id` in a path: a positive integer (anything else answers 404). */
export const IdParams = z.object({ id: z.coerce.number().int().positive().max(999_999_999) });
/** The provider's own product id (`/api/printful/products/:externalId`). */
export const ExternalIdParams = z.object({ externalId: z.string().min(1).max(100) });
export const OkSchema = z.object({ ok: z.boolean() });
