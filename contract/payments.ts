import { z } from 'zod';
import './zod-config';

/** The signed-in artist's card payouts (Stripe Connect Express): only ever their own. */
export const StripeAccountSchema = z.object({
  /** False when this site has no Stripe keys: card payments are not offered at all. */
  available: z.boolean(),
  /** The artist started connecting (an Express account exists). */
  connected: z.boolean(),
  /** Stripe says the account can take card payments: buyers are offered 'Pay by card'. */
  chargesEnabled: z.boolean(),
  /** Stripe says money can be paid out to the artist's bank. */
  payoutsEnabled: z.boolean(),
  /** The artist finished Stripe's onboarding form (Stripe may still be checking it). */
  detailsSubmitted: z.boolean(),
});
export type StripeAccount = z.infer<typeof StripeAccountSchema>;

/** Where the browser goes next: Stripe's onboarding form. */
export const StripeOnboardingSchema = z.object({ url: z.string() });

export const StripeWebhookResultSchema = z.object({ received: z.boolean() });
