import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';

/**
 * The print provider's catalogue (`list`) and one product with its variants (`detail`). The built-in
 * catalogue lists each product with its variants; Printful lists products without variants.
 */
export const printCatalogKeys = {
  all: ['print-catalog'] as const,
  list: () => [...printCatalogKeys.all, 'list'] as const,
  detail: (externalId: string) => [...printCatalogKeys.all, 'detail', externalId] as const,
};

/** The print-on-demand products an artwork is offered as: one entry for the artist's editor and the artwork page. */
export const podProductKeys = {
  all: ['pod-products'] as const,
  list: (artworkId: number) => [...podProductKeys.all, { artworkId }] as const,
};

/** `GET /api/printful/products`. */
export function fetchPrintCatalog(signal?: AbortSignal) {
  return read(Endpoints.listPrintProducts, {}, { signal });
}

export function printCatalogQueryOptions() {
  return queryOptions({
    queryKey: printCatalogKeys.list(),
    queryFn: ({ signal }) => fetchPrintCatalog(signal),
  });
}

export function usePrintCatalog() {
  return useQuery(printCatalogQueryOptions());
}

/** `GET /api/printful/products/{externalId}`: one catalogue product with its variants and retail prices. */
export function fetchPrintProduct(externalId: string, signal?: AbortSignal) {
  return read(Endpoints.getPrintProduct, { params: { externalId } }, { signal });
}

export function printProductQueryOptions(externalId: string) {
  return queryOptions({
    queryKey: printCatalogKeys.detail(externalId),
    queryFn: ({ signal }) => fetchPrintProduct(externalId, signal),
  });
}

/** Only asked for when the catalogue list came without the product's variants (`enabled`). */
export function usePrintProduct(externalId: string, enabled: boolean) {
  return useQuery({ ...printProductQueryOptions(externalId), enabled });
}

/** `GET /api/pod-products?artworkId=`. */
export function fetchPodProducts(artworkId: number, signal?: AbortSignal) {
  return read(Endpoints.listPodProducts, { query: { artworkId } }, { signal });
}

/** `data`: `PodProduct[]`. */
export function podProductsQueryOptions(artworkId: number) {
  return queryOptions({
    queryKey: podProductKeys.list(artworkId),
    queryFn: ({ signal }) => fetchPodProducts(artworkId, signal),
  });
}

export function usePodProducts(artworkId: number) {
  return useQuery(podProductsQueryOptions(artworkId));
}
