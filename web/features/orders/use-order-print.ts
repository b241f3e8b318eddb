import type { PodOrderInput } from '@contract/pod';
import { toast } from '@/lib/toast';
import { useCreatePodOrder } from './api/create-pod-order';
import { isSignedOutError, orderFailureDetail, PRINT_ORDER_FAILED_TEXT } from './order-errors';
import { useSignInFirst } from './use-sign-in-first';

/**
 * A print-on-demand variant to the cart: `POST /api/pod-orders`. A click while one is in flight is
 * ignored; the same order again after a failure reuses its idempotency key (web/lib/write.ts). A
 * visitor signs in first and comes back to it added (the variant, quantity and price they chose).
 */
export function useOrderPrint(artworkId: number, signedIn: boolean | undefined) {
  const podOrder = useCreatePodOrder();
  const signInFirst = useSignInFirst();

  const orderPrint = (input: Omit<PodOrderInput, 'artworkId'>, label: string) => {
    const pending = { kind: 'pod-print', artworkId, ...input } as const;
    if (!signInFirst(signedIn, pending)) return;
    if (podOrder.isSending()) return;
    void (async () => {
      try {
        await podOrder.mutateAsync({ ...input, artworkId });
      } catch (error) {
        if (isSignedOutError(error) && !signInFirst(false)) return;
        toast({
          title: PRINT_ORDER_FAILED_TEXT,
          description: orderFailureDetail(error),
          variant: 'destructive',
        });
        return;
      }
      const copies = input.quantity === 1 ? '1 print' : `${input.quantity} prints`;
      toast({ title: 'Added to Cart', description: `${copies}: ${label}.` });
    })();
  };

  return { orderPrint, isPending: podOrder.isPending };
}
