import type { Artwork, StockItem } from '@contract/artwork';
import { formatPrice, truncate } from '@/lib/format';
import { printLabel } from '@/features/orders/buy-options';

/** A stock print is sold by the artist directly: the request text asks them about it. */
export function printEnquiry(
  artwork: Pick<Artwork, 'title'>,
  print: StockItem,
  quantity: number,
): { title: string; description: string } {
  const size = printLabel(print);
  const copies = quantity === 1 ? 'a print' : `${quantity} prints`;
  return {
    title: truncate(`Print of "${artwork.title}" (${size})`, 200),
    description: `Hello! I would like to order ${copies} of "${artwork.title}" in ${size} (${formatPrice(print.price)} each). How can I get ${quantity === 1 ? 'it' : 'them'}?`,
  };
}
