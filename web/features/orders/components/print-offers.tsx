import { useState } from 'react';
import { ShoppingCart, Truck } from 'lucide-react';
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
  /** 'Add to Cart' on an in-stock print, with the row's own quantity (at most its stock). */
  onAddStockPrint: (print: StockItem, quantity: number) => void;
  addPending: boolean;
  onOrderPrint: (choice: { variantId: string; unitPrice: number; label: string }) => void;
  orderPending: boolean;
}

/**
 * 'Prints Available': the artist's in-stock prints (each with its quantity, 1 to 5 and never more
 * than the stock, and 'Add to Cart'), print-on-demand products with their quantity, and the shipping text.
 */
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
      {canBuy && podProducts.length ? (
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
  onAddStockPrint,
  addPending,
}: { print: StockItem; canBuy: boolean } & Pick<PrintOffersProps, 'onAddStockPrint' | 'addPending'>) {
  const label = printLabel(print);
  const inStock = isInStock(print);
  const options = PRINT_QUANTITY_OPTIONS.filter((n) => n <= print.quantity);
  const [quantity, setQuantity] = useState(1);
  const chosen = Math.min(quantity, options.at(-1) ?? 1);
  return (
    <li className="px-4 py-3" data-testid="stock-print">
      <div className="flex items-baseline justify-between gap-4">
        <p className="font-medium text-ink">{label}</p>
        <p className="shrink-0 font-semibold text-ink tabular-nums">{formatPrice(print.price)}</p>
      </div>
      <p className="mt-1 text-sm text-muted">{inStock ? `${print.quantity} available` : 'Sold out'}</p>
      {inStock && canBuy ? (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <LabelledSelect
            label="Quantity"
            className="w-24"
            value={String(chosen)}
            onChange={(event) => setQuantity(clampPrintQuantity(event.target.value))}
            aria-label={`Quantity of the ${label} print`}
          >
            {options.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </LabelledSelect>
          <Button
            variant="secondary"
            onClick={() => onAddStockPrint(print, chosen)}
            loading={addPending}
            aria-label={`Add the ${label} print to cart`}
          >
            <ShoppingCart aria-hidden />
            Add to Cart
          </Button>
        </div>
      ) : null}
    </li>
  );
}
