import { Link } from '@tanstack/react-router';
import { ShoppingBag } from 'lucide-react';
import { useCart } from '@/api/cart';

/** The header's cart: a bag linking to `/cart` with the number of items (signed-in users only). */
export function CartButton({ signedIn }: { signedIn: boolean }) {
  const cart = useCart(signedIn);
  if (!signedIn) return null;
  const count = (cart.data?.items ?? []).reduce((sum, item) => sum + item.quantity, 0);
  const label = count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link
      to="/cart"
      aria-label={label}
      data-testid="cart-button"
      className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-subtle data-[status=active]:bg-subtle"
    >
      <ShoppingBag aria-hidden className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden
          className="absolute top-1 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-5 font-semibold text-accent-ink tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
