import { z } from 'zod';
import type { PrintProduct, PrintVariant } from '../../../contract/pod';
import type { PrintProvider } from './print-provider';
import { PrintProviderError } from './print-provider-error';

// The parts of Printful's catalogue API (v1) we read: GET /products and GET /products/{id}.
const PrintfulProductSchema = z.object({
  id: z.number(),
  title: z.string().optional(),
  model: z.string().optional(),
  type_name: z.string().optional(),
  is_discontinued: z.boolean().optional(),
});
const PrintfulVariantSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.union([z.string(), z.number()]),
});
const ListResponseSchema = z.object({ result: z.array(PrintfulProductSchema) });
const DetailResponseSchema = z.object({
  result: z.object({ product: PrintfulProductSchema, variants: z.array(PrintfulVariantSchema) }),
});
type PrintfulProduct = z.infer<typeof PrintfulProductSchema>;
type PrintfulVariant = z.infer<typeof PrintfulVariantSchema>;

export interface PrintfulOptions {
  apiKey: string;
  fetch?: typeof fetch;
  baseUrl?: string;
  /** Each call is abandoned after this long (the request is waiting, inside a transaction). */
  timeoutMs?: number;
  /** Catalogue answers are kept this long; prices change rarely. */
  cacheMs?: number;
  now?: () => number;
}

function productName(p: PrintfulProduct): string {
  return p.title || p.model || p.type_name || `Product ${p.id}`;
}

/** Printful's variant `price` (a decimal string) is the price we charge: dollars, 2 decimals. */
function toVariant(v: PrintfulVariant): PrintVariant | null {
  // Shifting the decimal in the text ("17.955e2") rounds exactly, unlike 17.955 * 100.
  const cents = Math.round(Number(`${String(v.price).trim()}e2`));
  if (!Number.isFinite(cents) || cents < 0) return null;
  return { external_id: String(v.id), name: v.name, retail_price: cents / 100 };
}

export function mapPrintfulProduct(product: PrintfulProduct, variants: PrintfulVariant[]): PrintProduct {
  return {
    external_id: String(product.id),
    name: productName(product),
    variants: variants.map(toVariant).filter((v): v is PrintVariant => v !== null),
  };
}

/**
 * Printful's catalogue. The product list carries no variants (one call per product would be
 * hundreds of calls); `getProduct` returns one product with its variants and prices.
 */
export function createPrintfulProvider(options: PrintfulOptions): PrintProvider {
  const doFetch = options.fetch ?? fetch;
  const baseUrl = options.baseUrl ?? 'https://api.printful.com';
  const timeoutMs = options.timeoutMs ?? 8000;
  const cacheMs = options.cacheMs ?? 10 * 60 * 1000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; value: unknown }>();

  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
    const hit = cache.get(path);
    if (hit && now() - hit.at < cacheMs) return hit.value as T;
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${path}`, {
        headers: { Authorization: `Bearer ${options.apiKey}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new PrintProviderError(`Printful ${path}: ${(err as Error).name}`);
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new PrintProviderError(`Printful ${path}: HTTP ${res.status}`);
    const parsed = schema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new PrintProviderError(`Printful ${path}: unexpected body`);
    cache.set(path, { at: now(), value: parsed.data });
    return parsed.data;
  }

  return {
    name: 'printful',
    async listProducts() {
      const body = await get('/products', ListResponseSchema);
      return (body?.result ?? []).filter((p) => !p.is_discontinued).map((p) => mapPrintfulProduct(p, []));
    },
    async getProduct(externalId) {
      if (!/^\d{1,12}$/.test(externalId)) return null;
      const body = await get(`/products/${externalId}`, DetailResponseSchema);
      return body ? mapPrintfulProduct(body.result.product, body.result.variants) : null;
    },
  };
}
