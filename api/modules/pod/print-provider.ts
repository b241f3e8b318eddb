import type { PrintProduct } from '../../../contract/pod';

/** A print-on-demand provider's catalogue: products with their variants and retail prices (dollars). */
export interface PrintProvider {
  readonly name: 'printful' | 'catalog';
  listProducts(): Promise<PrintProduct[]>;
  /** Null when the provider has no such product. Throws PrintProviderError when it cannot tell. */
  getProduct(externalId: string): Promise<PrintProduct | null>;
}
