import type { StockPrintCartInput } from '@contract/checkout';
import { useWrite } from '@/lib/write';

/**
 * `POST /api/cart/stock-prints` `{stockItemId, quantity, unitPrice}`: one of the artist's in-stock
 * prints to the cart, reserved. Too few left answers 409 PRINT_SOLD_OUT (the message says how many).
 */
export function useAddStockPrint() {
  return useWrite('addStockPrintToCart', { input: (input: StockPrintCartInput) => ({ body: input }) });
}
