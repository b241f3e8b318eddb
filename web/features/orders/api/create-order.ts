import type { OrderInput } from '@contract/order';
import { useWrite } from '@/lib/write';

/**
 * `POST /api/orders` `{artworkId, amount}`: reserves the artwork's original. The amount must be the
 * original's current price (else 409 PRICE_CHANGED); a sold original answers 409. Either way the
 * stock is refreshed (web/api/invalidation.ts).
 */
export function useCreateOrder() {
  return useWrite('createOrder', { input: (input: OrderInput) => ({ body: input }) });
}
