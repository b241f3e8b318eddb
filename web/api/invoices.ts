import { useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';

/** Paying by invoice: the artist's payout details and each order's thread. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  payout: () => [...invoiceKeys.all, 'payout'] as const,
  messages: (orderId: number) => [...invoiceKeys.all, 'messages', orderId] as const,
};

export function usePayoutDetails(enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.payout(),
    queryFn: ({ signal }) => read(Endpoints.getPayoutDetails, {}, { signal }),
    enabled,
  });
}

export function useOrderMessages(orderId: number, enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.messages(orderId),
    queryFn: ({ signal }) => read(Endpoints.listOrderMessages, { params: { id: orderId } }, { signal }),
    enabled,
  });
}

/** Where an order's invoice downloads (its buyer and its artist only). */
export const invoicePdfUrl = (orderId: number) => `/api/orders/${orderId}/invoice.pdf`;
