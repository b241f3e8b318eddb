import type { StockItem } from '@contract/artwork';
import { toast } from '@/lib/toast';
import { useCreateOrder } from './api/create-order';
import { isSignedOutError, ORDER_FAILED_TEXT, orderFailureDetail } from './order-errors';
import { useSignInFirst } from './use-sign-in-first';

/**
 * 'Purchase Original': `POST /api/orders` with the original's price; a click while it is in flight
 * is ignored, a retry of the same order reuses its idempotency key. Shared by the options card and the phone's sticky bar, so both show one pending state.
 */
export function usePurchaseOriginal(artwork: { id: number; title: string }, signedIn: boolean | undefined) {
  const order = useCreateOrder();
  const signInFirst = useSignInFirst();

  const purchase = (original: StockItem) => {
    if (!signInFirst(signedIn, { kind: 'reserve', artworkId: artwork.id })) return;
    if (order.isSending()) return;
    void (async () => {
      try {
        await order.mutateAsync({ artworkId: artwork.id, amount: original.price });
      } catch (error) {
        if (isSignedOutError(error) && !signInFirst(false)) return;
        toast({ title: ORDER_FAILED_TEXT, description: orderFailureDetail(error), variant: 'destructive' });
        return;
      }
      toast({
        title: 'Added to Cart',
        description: `The original of "${artwork.title}" is reserved for you.`,
      });
    })();
  };

  return { purchase, isPending: order.isPending };
}
