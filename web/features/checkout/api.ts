import type { CheckoutInput, SaleUpdate } from '@contract/checkout';
import type { PayoutDetailsInput } from '@contract/invoice';
import { useOfflineWrite } from '@/lib/offline-write';
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
export function useUpdatePayoutDetails() {
  return useWrite('updatePayoutDetails', { input: (body: PayoutDetailsInput) => ({ body }) });
}
/** A message in an order's thread: sent at once online, kept in the outbox offline (a `QueuedWrite`). */
export function useSendOrderMessage() {
  return useOfflineWrite('sendOrderMessage', {
    input: ({ id, body }: { id: number; body: string }) => ({ params: { id }, body: { body } }),
    label: ({ id }) => `Message about order #${id}`,
  });
}
export function useReportPayment() {
  return useWrite('reportPayment', { input: (id: number) => ({ params: { id } }) });
}
export function useConfirmReceipt() {
  return useWrite('confirmReceipt', { input: (id: number) => ({ params: { id } }) });
}
export function useConnectStripe() {
  return useWrite('connectStripe');
}
export function useCancelPaidSale() {
  return useWrite('cancelPaidSale', { input: (id: number) => ({ params: { id } }) });
}
export function useRefundSale() {
  return useWrite('refundSale', {
    input: ({ id, amount }: { id: number; amount: number }) => ({ params: { id }, body: { amount } }),
  });
}
export function useRecordRefundSent() {
  return useWrite('recordRefundSent', { input: (id: number) => ({ params: { id } }) });
}
export function useRequestReturn() {
  return useWrite('requestReturn', {
    input: ({ id, reason }: { id: number; reason: string }) => ({ params: { id }, body: { reason } }),
  });
}
export function useAnswerReturn() {
  return useWrite('answerReturn', {
    input: ({ id, ...body }: { id: number; accept: boolean; note?: string }) => ({ params: { id }, body }),
  });
}
export function useReturnReceived() {
  return useWrite('returnReceived', { input: (id: number) => ({ params: { id } }) });
}
export function useResumeCardPayment() {
  return useWrite('resumeCardPayment', { input: (id: number) => ({ params: { id } }) });
}
export function useReportProblem() {
  return useWrite('reportOrderProblem', {
    input: ({ id, message }: { id: number; message: string }) => ({ params: { id }, body: { message } }),
  });
}
