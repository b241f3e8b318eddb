import type { Artwork } from '@contract/artwork';
import type { PodProduct, PodProductInput, PrintProduct, PrintVariant } from '@contract/pod';
import { isApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { printSizeLabel } from '@contract/print-size';

/** Spec section 8: the POD setup failure. */
export const POD_SETUP_FAILED_TEXT = 'Failed to create POD product';
export const PRINTS_NEED_APPROVAL_TEXT = 'Prints can be offered once the artwork is approved.';

/** Prints are sold from the artwork page, which only shows approved artworks to collectors. */
export function canOfferPrints(artwork: Pick<Artwork, 'approvalStatus'>): boolean {
  return artwork.approvalStatus === 'approved';
}

export interface CatalogChoice {
  product: PrintProduct;
  /** The artwork already offers it: the server would answer 409. */
  offered: boolean;
}

/** The catalogue in its own order, each product marked when the artwork already offers it. */
export function catalogChoices(
  catalog: readonly PrintProduct[],
  offered: readonly Pick<PodProduct, 'externalId'>[],
): CatalogChoice[] {
  const taken = new Set(offered.map((p) => p.externalId));
  return catalog.map((product) => ({ product, offered: taken.has(product.external_id) }));
}

/** The first product the artwork does not offer yet: the picker's starting choice. */
export function firstFreeProduct(choices: readonly CatalogChoice[]): string | null {
  return choices.find((c) => !c.offered)?.product.external_id ?? null;
}

/**
 * A product's variants: the catalogue list carries them (built-in catalogue), else the product's
 * own answer does (Printful lists products without variants). Undefined while still unknown.
 */
export function variantsOf(
  listed: PrintProduct | undefined,
  detail: PrintProduct | undefined,
): PrintVariant[] | undefined {
  if (listed && listed.variants.length > 0) return listed.variants;
  return detail?.variants;
}

/** Whether the product's variants must be fetched on their own. */
export function needsDetail(listed: PrintProduct | undefined): boolean {
  return !!listed && listed.variants.length === 0;
}

export function toggleVariant(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((v) => v !== id) : [...selected, id];
}

/** The request body; the chosen variants in the catalogue's order (smallest size first). */
export function podProductBody(
  artworkId: number,
  externalId: string,
  variants: readonly PrintVariant[],
  selected: readonly string[],
): PodProductInput {
  const wanted = new Set(selected);
  const variantIds = variants.filter((v) => wanted.has(v.external_id)).map((v) => v.external_id);
  return { artworkId, externalId, variantIds };
}

/** The size part of a print variant's name (shared rule in contract/pod.ts). */
export const sizeLabel = printSizeLabel;

/** "$21", or "$21–$45" for several prices. */
export function priceRange(variants: readonly Pick<PrintVariant, 'retail_price'>[]): string | null {
  const prices = variants.map((v) => v.retail_price);
  if (!prices.length) return null;
  const low = formatPrice(Math.min(...prices));
  const high = formatPrice(Math.max(...prices));
  return low === high ? low : `${low}–${high}`;
}

export function sizeCount(n: number): string {
  return n === 1 ? '1 size' : `${n} sizes`;
}

/** The line under a failure toast's title: the server's message, else a hint about the connection. */
export function podFailureDetail(error: unknown): string {
  return isApiError(error) ? error.userMessage : 'Check your connection and try again.';
}
