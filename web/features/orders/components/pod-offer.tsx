import { useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import type { PodProduct } from '@contract/pod';
import { Button } from '@/components/ui/button';
import { LabelledSelect } from '@/components/ui/plain-select';
import { formatPrice } from '@/lib/format';
import { findVariant, firstPodChoice, variantLabel, type PodChoice } from '@/features/orders/buy-options';

export interface PodOfferProps {
  products: PodProduct[];
  canBuy: boolean;
  quantity: number;
  onOrder: (choice: { variantId: string; unitPrice: number; label: string }) => void;
  pending: boolean;
}

/** Print on demand: a product and one of its variants (with its price), then a cart button. */
export function PodOffer({ products, canBuy, quantity, onOrder, pending }: PodOfferProps) {
  const [picked, setPicked] = useState<PodChoice | null>(null);
  // A choice that no longer exists (the list was refreshed) falls back to the first one.
  const chosen = findVariant(products, picked) ?? findVariant(products, firstPodChoice(products));
  if (!chosen) return null;
  const { product, variant } = chosen;
  const total = formatPrice(Math.round(variant.retail_price * quantity * 100) / 100);

  const pickProduct = (id: number) => {
    const next = products.find((p) => p.id === id);
    const first = next?.variants[0];
    if (next && first) setPicked({ productId: next.id, variantId: first.external_id });
  };

  return (
    <div className="space-y-4 rounded-xl border border-line p-4">
      <div>
        <p className="font-medium text-ink">Print on demand</p>
        <p className="text-sm text-muted">Made to order by our print partner.</p>
      </div>
      {products.length > 1 ? (
        <LabelledSelect
          label="Product"
          value={String(product.id)}
          onChange={(e) => pickProduct(Number(e.target.value))}
        >
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </LabelledSelect>
      ) : (
        <p className="text-sm text-ink">{product.name}</p>
      )}
      <LabelledSelect
        label="Size"
        value={variant.external_id}
        onChange={(e) => setPicked({ productId: product.id, variantId: e.target.value })}
      >
        {product.variants.map((v) => (
          <option key={v.external_id} value={v.external_id}>
            {variantLabel(product.name, v.name)} — {formatPrice(v.retail_price)}
          </option>
        ))}
      </LabelledSelect>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {quantity} × {formatPrice(variant.retail_price)} ={' '}
          <span className="font-semibold text-ink tabular-nums">{total}</span>
        </p>
        {canBuy ? (
          <Button
            onClick={() =>
              onOrder({
                variantId: variant.external_id,
                unitPrice: variant.retail_price,
                label: variant.name,
              })
            }
            loading={pending}
          >
            <ShoppingCart aria-hidden />
            Add to Cart
          </Button>
        ) : null}
      </div>
    </div>
  );
}
