import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrintProduct } from '../../../../contract/pod';
import { getJson, type RequestOptions } from '../../../lib/api-client';

/**
 * `GET /api/printful/products`: the print provider's catalogue. The built-in catalogue lists each
 * product with its variants; Printful lists products without variants (see get-print-product.ts).
 */
export function fetchPrintCatalog(options?: RequestOptions) {
  return getJson<PrintProduct[]>('/api/printful/products', options);
}

export const printCatalogKey = ['/api/printful/products'] as const;

export function printCatalogQueryOptions() {
  return queryOptions({
    queryKey: printCatalogKey,
    queryFn: ({ signal }) => fetchPrintCatalog({ signal }),
  });
}

export function usePrintCatalog() {
  return useQuery(printCatalogQueryOptions());
}
