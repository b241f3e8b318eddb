import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrintProduct } from '../../../../contract/pod';
import { getJson, type RequestOptions } from '../../../lib/api-client';
import { printCatalogKey } from './get-print-catalog';

/** `GET /api/printful/products/{externalId}`: one catalogue product with its variants and retail prices. */
export function fetchPrintProduct(externalId: string, options?: RequestOptions) {
  return getJson<PrintProduct>(`/api/printful/products/${encodeURIComponent(externalId)}`, options);
}

export function printProductQueryOptions(externalId: string) {
  return queryOptions({
    queryKey: [...printCatalogKey, externalId] as const,
    queryFn: ({ signal }) => fetchPrintProduct(externalId, { signal }),
  });
}

/** Only asked for when the catalogue list came without the product's variants (`enabled`). */
export function usePrintProduct(externalId: string, enabled: boolean) {
  return useQuery({ ...printProductQueryOptions(externalId), enabled });
}
