import { useEffect } from 'react';
import { Clock, ShoppingBag, Trash2 } from 'lucide-react';
import type { CartItem } from '@contract/checkout';
import { PRINT_QUANTITY } from '@contract/constants';
import { timeLeftLabel } from '@contract/purchase-status';
import { LoadError, PageContainer, PageHeader } from '@/components/layout/page';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCart, useShopSettings } from '@/api/cart';
import { isApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import { checkoutSummary, shippingNote } from '../checkout-summary';
import { useRemoveCartItem, useUpdateCartPrint } from '../api';
import { useNow } from '../use-now';
import { ItemLine } from './order-parts';

const failure = (error: unknown) =>
  isApiError(error) && error.status < 500 ? error.userMessage : 'Check your connection and try again.';

/** `/cart`: reserved originals with their time left, prints with their quantity, remove, and the way to checkout. */
export function CartPage() {
  const cart = useCart(true);
  const settings = useShopSettings();
  const now = useNow();
  const items = cart.data?.items ?? [];
  // A reservation that ran out leaves the cart: ask the server once it is over.
  const nextExpiry = Math.min(...items.map((i) => (i.expiresAt ? Date.parse(i.expiresAt) : Infinity)));
  const { refetch } = cart;
  useEffect(() => {
    if (Number.isFinite(nextExpiry) && now >= nextExpiry + 1000) void refetch();
  }, [now, nextExpiry, refetch]);

  return (
    <PageContainer width="medium" className="pb-16">
      <PageHeader
        title="Your cart"
        description="Originals stay reserved for you while they are in your cart."
      />
      {cart.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : cart.isError ? (
        <LoadError what="your cart" onRetry={() => void cart.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={ShoppingBag}
          title="Your cart is empty"
          description="Originals you purchase are reserved here for a while; prints wait until you check out."
          action={<ButtonLink to="/artworks">Browse Artwork</ButtonLink>}
        />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
          <ul
            aria-label="Cart items"
            className="divide-y divide-line rounded-(--radius-card) border border-line"
          >
            {items.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="p-4" data-testid="cart-item">
                <CartLine item={item} now={now} />
              </li>
            ))}
          </ul>
          <CartSummary items={items} shippingFlatRate={settings.data?.shippingFlatRate} />
        </div>
      )}
    </PageContainer>
  );
}

function CartLine({ item, now }: { item: CartItem; now: number }) {
  const remove = useRemoveCartItem(item.kind);
  const update = useUpdateCartPrint();
  const onRemove = () =>
    void remove.mutateAsync(item.id).then(
      () => toast({ title: 'Removed from your cart', description: item.title }),
      (error: unknown) =>
        toast({ title: 'Could not remove it', description: failure(error), variant: 'destructive' }),
    );
  const onQuantity = (quantity: number) =>
    void update.mutateAsync({ id: item.id, quantity }).catch((error: unknown) =>
      toast({
        title: 'Could not change the quantity',
        description: failure(error),
        variant: 'destructive',
      }),
    );
  return (
    <ItemLine
      item={item}
      aside={
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${item.title} (${item.description})`}
          onClick={onRemove}
          loading={remove.isPending}
        >
          <Trash2 aria-hidden />
        </Button>
      }
    >
      <p className="text-sm text-muted">by {item.artistName}</p>
      {item.kind === 'original' && item.expiresAt ? (
        <p
          className="mt-2 inline-flex items-center gap-1.5 text-sm text-warning"
          data-testid="reservation-left"
        >
          <Clock aria-hidden className="size-4" />
          Reserved for you · {timeLeftLabel(item.expiresAt, now)} left
        </p>
      ) : null}
      {item.kind === 'print' ? (
        <label className="mt-2 flex items-center gap-2 text-sm text-muted">
          Quantity
          <NativeSelect
            className="w-20"
            value={item.quantity}
            disabled={update.isPending}
            onChange={(event) => onQuantity(Number(event.target.value))}
          >
            {Array.from(
              { length: PRINT_QUANTITY.max - PRINT_QUANTITY.min + 1 },
              (_, i) => PRINT_QUANTITY.min + i,
            ).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </label>
      ) : null}
    </ItemLine>
  );
}

function CartSummary({
  items,
  shippingFlatRate,
}: {
  items: CartItem[];
  shippingFlatRate: number | undefined;
}) {
  const summary = checkoutSummary(items, shippingFlatRate ?? 0);
  return (
    <aside
      aria-label="Summary"
      className="h-fit space-y-4 rounded-(--radius-card) border border-line bg-surface p-5"
    >
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Items</dt>
          <dd className="font-medium tabular-nums" data-testid="cart-items-total">
            {formatPrice(summary.itemsTotal)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            Shipping
            <span className="block text-xs">
              {shippingFlatRate === undefined
                ? ''
                : shippingNote(summary.orderCount, formatPrice(shippingFlatRate)!)}
            </span>
          </dt>
          <dd className="tabular-nums">
            {shippingFlatRate === undefined ? '…' : formatPrice(summary.shipping)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-medium text-ink">
          <dt>Total</dt>
          <dd className="tabular-nums">
            {shippingFlatRate === undefined ? '…' : formatPrice(summary.total)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted">
        Tax is not included: it is settled with the artist in a later step.
      </p>
      <ButtonLink to="/checkout" size="lg" className="w-full">
        Proceed to checkout
      </ButtonLink>
    </aside>
  );
}
