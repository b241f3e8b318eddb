import type { PrintProduct } from '../../../contract/pod';
import type { Config } from '../../config';
import { createCatalogProvider } from './catalog-provider';
import { createPrintfulProvider } from './printful-provider';

/** A print-on-demand provider's catalogue: products with their variants and retail prices (dollars). */
export interface PrintProvider {
  readonly name: 'printful' | 'catalog';
  listProducts(): Promise<PrintProduct[]>;
  /** Null when the provider has no such product. Throws PrintProviderError when it cannot tell. */
  getProduct(externalId: string): Promise<PrintProduct | null>;
}

/** Chosen once at app start: Printful when PRINTFUL_API_KEY is set, else the built-in catalogue. */
export function createPrintProvider(
  config: Pick<Config, 'printfulApiKey'>,
  fetchImpl: typeof fetch = fetch,
): PrintProvider {
  return config.printfulApiKey
    ? createPrintfulProvider({ apiKey: config.printfulApiKey, fetch: fetchImpl })
    : createCatalogProvider();
}
