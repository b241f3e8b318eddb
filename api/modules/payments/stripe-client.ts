import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config';

/**
 * The official Stripe client. `STRIPE_API_BASE` (tests and development only) points it at another
 * server, such as the stand-in the API tests start (api/test/stripe-server.ts).
 */
export function createStripeClient(config: StripeConfig): Stripe {
  // Required here, not imported at the top: the package (half a second of a start on a loaded
  // machine) loads only where card payments are configured.
  const StripeClient = createRequire(import.meta.url)('stripe') as typeof Stripe;
  const base = config.apiBase ? new URL(config.apiBase) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new StripeClient(config.secretKey, {
    telemetry: false,
    maxNetworkRetries: base ? 0 : 2,
    timeout: 20_000,
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}

/** The platform keeps PLATFORM_FEE_PERCENT of an order's total; the artist is sent the rest. */
export function artistShareCents(totalCents: number, feePercent: number): number {
  return totalCents - Math.round((totalCents * feePercent) / 100);
}
