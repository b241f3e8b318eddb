import type { StockItem } from '../../../contract/artwork';
import { toast } from '../../lib/toast';
import { useCreateOrder } from './api/create-order';
import { isSignedOutError, ORDER_FAILED_TEXT, orderFailureDetail } from './order-errors';
import { useSingleFlight } from './single-flight';
import { useSignInFirst } from './use-sign-in-first';

/**
 * 'Purchase Original': `POST /api/orders` with the original's price and one idempotency key per
 * click. Shared by the options card and the phone's sticky bar, so both show one pending state.
 */
export function usePurchaseOriginal(artwork: { id: number; title: string }, signedIn: boolean | undefined) {
  const order = useCreateOrder(artwork.id);
  const once = useSingleFlight();
  const signInFirst = useSignInFirst();

  const purchase = (original: StockItem) => {
    if (!signInFirst(signedIn)) return;
    void once(async (idempotencyKey) => {
      try {
        await order.mutateAsync({ input: { artworkId: artwork.id, amount: original.price }, idempotencyKey });
      } catch (error) {
        if (isSignedOutError(error) && !signInFirst(false)) return;
        toast({ title: ORDER_FAILED_TEXT, description: orderFailureDetail(error), variant: 'destructive' });
        return;
      }
      toast({
        title: 'Added to Cart',
        description: `The original of "${artwork.title}" is reserved for you.`,
      });
    });
  };

  return { purchase, isPending: order.isPending };
}
