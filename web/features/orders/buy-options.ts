import type { ApprovalStatus } from '@contract/enums';
import type { StockItem } from '@contract/artwork';
import type { PodProduct, PrintVariant } from '@contract/pod';
import { printSizeLabel } from '@contract/print-size';

export const STANDARD_PRINT = 'Standard Print';

/** The artwork's original: an available one first (as the server picks it), else any. */
export function findOriginal(stock: readonly StockItem[]): StockItem | null {
  const originals = stock.filter((item) => item.type === 'original');
  return originals.find(isInStock) ?? originals[0] ?? null;
}

/** Stock prints, in the server's order. */
export function stockPrints(stock: readonly StockItem[]): StockItem[] {
  return stock.filter((item) => item.type === 'print');
}

/** Offered and not sold out (an original is sold once it is no longer available). */
export function isInStock(item: Pick<StockItem, 'isAvailable' | 'quantity'>): boolean {
  return item.isAvailable && item.quantity > 0;
}

/** A print's label: its dimensions, else 'Standard Print'. */
export function printLabel(item: Pick<StockItem, 'dimensions'>): string {
  return item.dimensions?.trim() || STANDARD_PRINT;
}

/**
 * What the viewer may do (spec: only approved artworks show the buy buttons; a pending one shows a
 * disabled 'Pending Approval'). An artist does not buy their own work.
 */
export type SaleState = 'on-sale' | 'pending' | 'not-approved' | 'own';

export function saleState(status: ApprovalStatus, isOwnArtwork: boolean): SaleState {
  if (status === 'pending') return 'pending';
  if (status !== 'approved') return 'not-approved';
  return isOwnArtwork ? 'own' : 'on-sale';
}

export interface PodChoice {
  productId: number;
  variantId: string;
}

/** The first variant of the first product: the print form's starting choice. */
export function firstPodChoice(products: readonly PodProduct[]): PodChoice | null {
  for (const product of products) {
    const variant = product.variants[0];
    if (variant) return { productId: product.id, variantId: variant.external_id };
  }
  return null;
}

export function findVariant(
  products: readonly PodProduct[],
  choice: PodChoice | null,
): { product: PodProduct; variant: PrintVariant } | null {
  if (!choice) return null;
  const product = products.find((p) => p.id === choice.productId);
  const variant = product?.variants.find((v) => v.external_id === choice.variantId);
  return product && variant ? { product, variant } : null;
}

/** The lowest price of any print (stock or print-on-demand), for "Prints from $…". */
export function lowestPrintPrice(
  stock: readonly StockItem[],
  products: readonly PodProduct[],
): number | null {
  const prices = [
    ...stockPrints(stock)
      .filter(isInStock)
      .map((p) => p.price),
    ...products.flatMap((p) => p.variants.map((v) => v.retail_price)),
  ];
  return prices.length ? Math.min(...prices) : null;
}

/** The size part of a print variant's name (shared rule in contract/pod.ts). */
export const variantLabel = printSizeLabel;

/** The phone's sticky bar: buy the original, jump to the prints, show 'Pending Approval', or no bar. */
export function mainBuyAction(
  state: SaleState,
  original: StockItem | null,
  hasPrints: boolean,
): 'purchase' | 'prints' | 'pending' | null {
  if (state === 'pending') return 'pending';
  if (state !== 'on-sale') return null;
  if (original && isInStock(original)) return 'purchase';
  return hasPrints ? 'prints' : null;
}

/** How the buyer's own held original reads instead of 'Sold' (issue 13). */
export type HeldState = 'in_cart' | 'awaiting_payment' | 'paid';

export const HELD_LABELS: Record<HeldState, string> = {
  in_cart: 'In your cart',
  awaiting_payment: 'Reserved for you',
  paid: 'Yours',
};

/** The viewer's hold on this artwork's original, if any. */
export function heldStateOf(
  held: readonly { artworkId: number; state: HeldState }[] | undefined,
  artworkId: number,
): HeldState | null {
  return held?.find((h) => h.artworkId === artworkId)?.state ?? null;
}
