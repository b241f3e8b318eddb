import { useState } from 'react';
import { PackageOpen } from 'lucide-react';
import type { Artwork, StockItem } from '@contract/artwork';
import type { PodProduct } from '@contract/pod';
import { LoadError } from '@/components/layout/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useCart } from '@/api/cart';
import { usePodProducts } from '@/api/pod';
import { useStock } from '@/api/stock';
import {
  findOriginal,
  heldStateOf,
  type HeldState,
  lowestPrintPrice,
  mainBuyAction,
  saleState,
  stockPrints,
  type SaleState,
} from '@/features/orders/buy-options';
import { useOrderPrint } from '@/features/orders/use-order-print';
import { usePurchaseOriginal } from '@/features/orders/use-purchase-original';
import { useAddStockPrintToCart } from '@/features/orders/use-add-stock-print';
import { useFinishPendingAction } from '@/features/orders/use-finish-pending-action';
import { MobileBuyBar, type MobileBuyAction } from './mobile-buy-bar';
import { OriginalOffer, PendingApprovalButton } from './original-offer';
import { PrintOffers } from './print-offers';

export interface AvailableOptionsProps {
  artwork: Pick<Artwork, 'id' | 'title' | 'price' | 'approvalStatus'>;
  /** Undefined while the session check runs. */
  signedIn: boolean | undefined;
  /** The viewer is this artwork's artist: no buying their own work. */
  isOwnArtwork: boolean;
}

/**
 * 'Available Options' (spec section 2): the original and the prints from `GET /api/stock`, plus
 * print-on-demand products. Only approved artworks can be bought; on phones a sticky bar repeats
 * the price and the main button.
 */
export function AvailableOptions({ artwork, signedIn, isOwnArtwork }: AvailableOptionsProps) {
  const stock = useStock(artwork.id);
  const pod = usePodProducts(artwork.id);
  const original = usePurchaseOriginal(artwork, signedIn);
  const state = saleState(artwork.approvalStatus, isOwnArtwork);
  // The buyer's own reserved original reads 'In your cart' / 'Reserved for you', never 'Sold'.
  const cart = useCart(Boolean(signedIn));
  const held = heldStateOf(cart.data?.held, artwork.id);

  let body;
  let bar: MobileBuyAction | null = null;
  if (stock.data === undefined) {
    body = stock.isPending ? (
      <OptionsSkeleton />
    ) : (
      <LoadError what="the available options" onRetry={() => void stock.refetch()} />
    );
  } else {
    const items = stock.data;
    const podProducts = pod.data ?? [];
    const offer = findOriginal(items);
    const hasPrints = stockPrints(items).length > 0 || podProducts.length > 0;
    const purchase = () => offer && original.purchase(offer);
    body =
      offer || hasPrints ? (
        <Offers
          {...{ artwork, signedIn, state, items, podProducts, offer, held }}
          cartKnown={cart.data !== undefined}
          podKnown={pod.data !== undefined || pod.isError}
          onPurchase={purchase}
          purchasing={original.isPending}
        />
      ) : (
        <NothingForSale pending={state === 'pending'} />
      );
    const action = mainBuyAction(state, offer, hasPrints);
    if (action === 'purchase' && offer)
      bar = { kind: 'purchase', price: offer.price, onPurchase: purchase, pending: original.isPending };
    else if (action === 'prints') bar = { kind: 'prints', fromPrice: lowestPrintPrice(items, podProducts) };
    else if (action === 'pending') bar = { kind: 'pending', price: offer?.price ?? artwork.price };
  }

  return (
    <section
      aria-labelledby="options-title"
      className="rounded-(--radius-card) border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="options-title" className="mb-5 text-2xl font-medium text-ink">
        Available Options
      </h2>
      {body}
      {bar ? <MobileBuyBar action={bar} /> : null}
    </section>
  );
}

interface OffersProps extends Pick<AvailableOptionsProps, 'artwork' | 'signedIn'> {
  state: SaleState;
  items: StockItem[];
  podProducts: PodProduct[];
  offer: StockItem | null;
  held: HeldState | null;
  /** The buyer's cart has loaded (what they hold is known). */
  cartKnown: boolean;
  /** The print-on-demand products have loaded (a remembered one can be found). */
  podKnown: boolean;
  onPurchase: () => void;
  purchasing: boolean;
}

/** The original, then the prints with the shared quantity. */
function Offers({
  artwork,
  signedIn,
  state,
  items,
  podProducts,
  offer,
  held,
  cartKnown,
  podKnown,
  ...buy
}: OffersProps) {
  const [quantity, setQuantity] = useState(1);
  const { orderPrint, isPending: ordering } = useOrderPrint(artwork.id, signedIn);
  const stockPrint = useAddStockPrintToCart(artwork.id, signedIn);
  const prints = stockPrints(items);
  // Back from signing in: what the visitor tapped here is done now.
  useFinishPendingAction({
    artworkId: artwork.id,
    signedIn,
    ready: state === 'on-sale' && cartKnown && podKnown,
    reserve: () => (offer && !held ? buy.onPurchase() : undefined),
    stockPrint: (id, n) => {
      const print = prints.find((p) => p.id === id);
      if (print) stockPrint.addPrint(print, n);
    },
    podPrint: (variantId, n, unitPrice) => {
      const variant = podProducts.flatMap((p) => p.variants).find((v) => v.external_id === variantId);
      if (variant) orderPrint({ variantId, unitPrice, quantity: n }, variant.name);
    },
  });

  return (
    <div className="divide-y divide-line [&>*]:py-6 [&>*:first-child]:pt-0 [&>*:last-child]:pb-0">
      {offer ? (
        <OriginalOffer
          original={offer}
          state={state}
          held={held}
          onPurchase={buy.onPurchase}
          pending={buy.purchasing}
        />
      ) : null}
      {prints.length || podProducts.length ? (
        <PrintOffers
          prints={prints}
          podProducts={podProducts}
          state={state}
          quantity={quantity}
          onQuantityChange={setQuantity}
          onAddStockPrint={stockPrint.addPrint}
          addPending={stockPrint.isPending}
          onOrderPrint={(choice) =>
            orderPrint({ variantId: choice.variantId, unitPrice: choice.unitPrice, quantity }, choice.label)
          }
          orderPending={ordering}
        />
      ) : null}
      {!offer && state === 'pending' ? <PendingApprovalButton /> : null}
    </div>
  );
}

function NothingForSale({ pending }: { pending: boolean }) {
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm text-muted">
        <PackageOpen aria-hidden className="size-4 shrink-0" />
        Nothing from this piece is for sale right now.
      </p>
      {pending ? <PendingApprovalButton /> : null}
    </div>
  );
}

function OptionsSkeleton() {
  return (
    <div aria-hidden className="space-y-4">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-4 w-56" />
      <Skeleton className="h-12 w-full rounded-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}
