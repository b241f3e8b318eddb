import type { StockItem } from '@contract/artwork';
import { toast } from '@/lib/toast';
import { useAddStockPrint } from './api/add-stock-print';
import { printLabel } from './buy-options';
import { isSignedOutError, orderFailureDetail, PRINT_ORDER_FAILED_TEXT } from './order-errors';
import { useSignInFirst } from './use-sign-in-first';

/**
 * 'Add to Cart' on an in-stock print: reserves `quantity` of it (the same print again adds to its
 * cart line). A visitor signs in first and comes back to it added.
 */
export function useAddStockPrintToCart(artworkId: number, signedIn: boolean | undefined) {
  const add = useAddStockPrint();
  const signInFirst = useSignInFirst();

  const addPrint = (print: StockItem, quantity: number) => {
    if (!signInFirst(signedIn, { kind: 'stock-print', artworkId, stockItemId: print.id, quantity })) return;
    if (add.isSending()) return;
    void (async () => {
      try {
        await add.mutateAsync({ stockItemId: print.id, quantity, unitPrice: print.price });
      } catch (error) {
        if (isSignedOutError(error) && !signInFirst(false)) return;
        toast({
          title: PRINT_ORDER_FAILED_TEXT,
          description: orderFailureDetail(error),
          variant: 'destructive',
        });
        return;
      }
      const copies = quantity === 1 ? '1 print' : `${quantity} prints`;
      toast({ title: 'Added to Cart', description: `${copies}: ${printLabel(print)}.` });
    })();
  };

  return { addPrint, isPending: add.isPending };
}
