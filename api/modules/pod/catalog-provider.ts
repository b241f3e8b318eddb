import type { PrintProduct } from '../../../contract/pod';
import { CATALOG_SNAPSHOT } from './catalog-snapshot';
import type { PrintProvider } from './print-provider';

/** The built-in catalogue: always available, no network. Callers get copies. */
export function createCatalogProvider(products: readonly PrintProduct[] = CATALOG_SNAPSHOT): PrintProvider {
  const copy = (p: PrintProduct): PrintProduct => ({ ...p, variants: p.variants.map((v) => ({ ...v })) });
  return {
    name: 'catalog',
    listProducts: async () => products.map(copy),
    getProduct: async (externalId) => {
      const found = products.find((p) => p.external_id === externalId);
      return found ? copy(found) : null;
    },
  };
}
