import { HttpError } from '../../errors';

/**
 * The client's price is not the server's (stale page, or tampering). The server never charges
 * the client's figure: it answers 400 with the current price so the UI can show it and ask again.
 */
export class PriceChangedError extends HttpError {
  constructor(field: string, currentCents: number) {
    const current = currentCents / 100;
    const message = `The price has changed: it is now $${current.toFixed(2)}`;
    super(400, message, 'PRICE_CHANGED', { [field]: message }, { currentPrice: current });
  }
}
