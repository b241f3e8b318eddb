import { z } from 'zod';
import '../zod-config';
import { IdSchema } from '../common';

/** `:id` in a path: a positive integer in decimal digits (anything else answers 404). */
export const IdParams = z.object({ id: IdSchema });
/** The provider's own product id (`/api/printful/products/:externalId`). */
export const ExternalIdParams = z.object({ externalId: z.string().min(1).max(100) });
export const OkSchema = z.object({ ok: z.boolean() });
