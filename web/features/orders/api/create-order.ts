import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderInput } from '../../../../contract/order';
import { apiJson } from '../../../lib/api-client';
import { stockQueryOptions } from './get-stock';

/**
 * `POST /api/orders` `{artworkId, amount}`: reserves the artwork's original. The amount must be the
 * original's current price (else 400 PRICE_CHANGED); a sold original answers 409.
 */
export function createOrder(input: OrderInput, idempotencyKey: string): Promise<Order | undefined> {
  return apiJson<Order>('POST', '/api/orders', input, { idempotencyKey });
}

export function useCreateOrder(artworkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: OrderInput; idempotencyKey: string }) =>
      createOrder(input, idempotencyKey),
    // Sold now, sold meanwhile (409) or repriced (400): the stock on screen is out of date either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockQueryOptions(artworkId).queryKey }),
  });
}
