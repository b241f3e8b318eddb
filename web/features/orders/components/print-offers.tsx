import { MessageCircle, Truck } from 'lucide-react';
import type { StockItem } from '@contract/artwork';
import { PRINT_SHIPPING_TEXT } from '@contract/constants';
import type { PodProduct } from '@contract/pod';
import { LabelledSelect } from '@/components/ui/plain-select';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';
import { isInStock, printLabel, type SaleState } from '@/features/orders/buy-options';
import { clampPrintQuantity, PRINT_QUANTITY_OPTIONS } from '@/features/orders/print-quantity';
import { PodOffer } from './pod-offer';

export interface PrintOffersProps {
  prints: StockItem[];
  podProducts: PodProduct[];
  state: SaleState;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** Stock prints are sold by the artist directly: this opens a message to them. */
  onContactArtist?: (print: StockItem) => void;
  onOrderPrint: (choice: { variantId: string; unitPrice: number; label: string }) => void;
  orderPending: boolean;
}

/** 'Prints Available': stock prints, print-on-demand products, quantity 1 to 5 and the shipping text. */
export function PrintOffers(props: PrintOffersProps) {
  const { prints, podProducts, state, quantity, onQuantityChange } = props;
  const canBuy = state === 'on-sale';
  return (
    <section id="print-options" aria-labelledby="prints-title" className="scroll-mt-24 space-y-4">
      <div>
        <h3 id="prints-title" className="text-lg font-medium text-ink">
          Prints Available
        </h3>
        <p className="mt-1 flex items-center gap-2 text-sm text-muted">
          <Truck aria-hidden className="size-4 shrink-0" />
          {PRINT_SHIPPING_TEXT}.
        </p>
      </div>
      {canBuy ? (
        <LabelledSelect
          label="Quantity"
          className="max-w-40"
          value={String(quantity)}
          onChange={(event) => onQuantityChange(clampPrintQuantity(event.target.value))}
        >
          {PRINT_QUANTITY_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </LabelledSelect>
      ) : null}
      {prints.length && canBuy && props.onContactArtist ? (
        <p className="text-sm text-muted">
          Available — contact the artist: these prints are sold by the artist directly.
        </p>
      ) : null}
      {prints.length ? (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {prints.map((print) => (
            <StockPrintRow key={print.id} print={print} {...props} canBuy={canBuy} />
          ))}
        </ul>
      ) : null}
      {podProducts.length ? (
        <PodOffer
          products={podProducts}
          canBuy={canBuy}
          quantity={quantity}
          onOrder={props.onOrderPrint}
          pending={props.orderPending}
        />
      ) : null}
    </section>
  );
}

function StockPrintRow({
  print,
  canBuy,
  onContactArtist,
}: { print: StockItem; canBuy: boolean } & Pick<PrintOffersProps, 'onContactArtist'>) {
  const label = printLabel(print);
  const inStock = isInStock(print);
  return (
    <li className="px-4 py-3">
      <div className="flex items-baseline justify-between gap-4">
        <p className="font-medium text-ink">{label}</p>
        <p className="shrink-0 font-semibold text-ink tabular-nums">{formatPrice(print.price)}</p>
      </div>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm text-muted">{inStock ? `${print.quantity} available` : 'Sold out'}</p>
        {inStock && canBuy && onContactArtist ? (
          <Button
            variant="secondary"
            onClick={() => onContactArtist(print)}
            aria-label={`Contact artist about the ${label} print`}
          >
            <MessageCircle aria-hidden />
            Contact artist
          </Button>
        ) : null}
      </div>
    </li>
  );
}
