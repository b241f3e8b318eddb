import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Purchase, PurchaseItem, ShippingAddress } from '@contract/checkout';
import { countryName } from '@contract/countries';
import { statusLabel } from '@contract/money-state';
import { PURCHASE_STATUS_LABELS, type PurchaseStatus } from '@contract/purchase-status';
import { ArtImage } from '@/components/ui/art-image';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatPrice } from '@/lib/format';

const TONES: Record<PurchaseStatus, BadgeTone> = {
  awaiting_payment: 'warning',
  paid: 'accent',
  shipped: 'accent',
  delivered: 'success',
  cancelled: 'neutral',
  expired: 'neutral',
};

/**
 * The order's status, the same on both sides: a cancelled order refunded reads 'Refunded', a
 * returned original 'Returned' (contract/money-state.ts).
 */
export function StatusBadge({ order }: { order: Pick<Purchase, 'status' | 'refundedAt' | 'return'> }) {
  const label = statusLabel(order);
  return (
    <Badge
      tone={label === PURCHASE_STATUS_LABELS[order.status] ? TONES[order.status] : 'neutral'}
      data-testid="order-status"
    >
      {label}
    </Badge>
  );
}

/** Date and time in the reader's locale: 'Nov 24, 2026, 3:20 PM'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** One line of an order or the cart: thumbnail, title (to the artwork), what it is, quantity and price. */
export function ItemLine({
  item,
  children,
  aside,
}: {
  item: Pick<
    PurchaseItem,
    'artworkId' | 'title' | 'imageUrl' | 'description' | 'quantity' | 'unitPrice' | 'lineTotal'
  >;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <div className="w-20 shrink-0 sm:w-24">
        <ArtImage
          src={item.imageUrl}
          alt=""
          aspectRatio={1}
          fit="cover"
          sizes="96px"
          className="rounded-lg"
        />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to="/artwork/$id"
              params={{ id: item.artworkId }}
              className="font-medium text-ink hover:underline"
            >
              {item.title}
            </Link>
            <p className="text-sm text-muted">{item.description}</p>
          </div>
          <p className="shrink-0 font-medium text-ink tabular-nums">{formatPrice(item.lineTotal)}</p>
        </div>
        {item.quantity > 1 ? (
          <p className="mt-1 text-sm text-muted tabular-nums">
            {item.quantity} × {formatPrice(item.unitPrice)}
          </p>
        ) : null}
        {children}
      </div>
      {aside}
    </div>
  );
}

export function AddressBlock({ address }: { address: ShippingAddress }) {
  return (
    <address className="text-sm leading-6 text-ink not-italic">
      {address.fullName}
      <br />
      {address.line1}
      {address.line2 ? (
        <>
          <br />
          {address.line2}
        </>
      ) : null}
      <br />
      {[address.postalCode, address.city, address.region].filter(Boolean).join(' ')}
      <br />
      {countryName(address.country)}
    </address>
  );
}

/** Items, shipping and total of a placed order. */
export function OrderTotals({ order }: { order: Pick<Purchase, 'itemsTotal' | 'shipping' | 'total'> }) {
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Items</dt>
        <dd className="tabular-nums">{formatPrice(order.itemsTotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Shipping</dt>
        <dd className="tabular-nums">{formatPrice(order.shipping)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-line pt-1 font-medium text-ink">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatPrice(order.total)}</dd>
      </div>
    </dl>
  );
}
