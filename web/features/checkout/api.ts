import type { CheckoutInput, SaleUpdate } from '@contract/checkout';
import { useWrite } from '@/lib/write';

export function useUpdateCartPrint() {
  return useWrite('updateCartPrint', {
    input: ({ id, quantity }: { id: number; quantity: number }) => ({ params: { id }, body: { quantity } }),
  });
}
export function useRemoveCartItem(kind: 'original' | 'print') {
  return useWrite(kind === 'original' ? 'removeCartOriginal' : 'removeCartPrint', {
    input: (id: number) => ({ params: { id } }),
  });
}
export function useCheckout() {
  return useWrite('checkout', { input: (body: CheckoutInput) => ({ body }) });
}
export function useCancelOrder() {
  return useWrite('cancelMyOrder', { input: (id: number) => ({ params: { id } }) });
}
export function useUpdateSale() {
  return useWrite('updateSale', {
    input: ({ id, ...body }: SaleUpdate & { id: number }) => ({ params: { id }, body }),
  });
}
