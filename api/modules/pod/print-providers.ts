import type { Config } from '../../config';
import { createCatalogProvider } from './catalog-provider';
import type { PrintProvider } from './print-provider';
import { createPrintfulProvider } from './printful-provider';

/**
 * Chosen once by the composition root (api/server.ts, the tests' app): Printful when
 * PRINTFUL_API_KEY is set, else the built-in catalogue. Kept apart from the interface so the
 * providers can import it without a cycle.
 */
export function createPrintProvider(
  config: Pick<Config, 'printfulApiKey'>,
  fetchImpl: typeof fetch = fetch,
): PrintProvider {
  return config.printfulApiKey
    ? createPrintfulProvider({ apiKey: config.printfulApiKey, fetch: fetchImpl })
    : createCatalogProvider();
}
