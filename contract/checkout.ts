import { z } from 'zod';
import './zod-config';
import { IdSchema, IsoDateTimeSchema, PriceSchema } from './common';
import { PRINT_QUANTITY } from './constants';
import { InvoiceSchema } from './invoice';
import { DisputeSchema, ReturnSchema } from './refund';
import { PURCHASE_STATUSES, SELLER_MOVES } from './purchase-status';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const COUNTRY_NOT_LISTED = 'Choose a country from the list';

export const ShippingAddressSchema = z.object({
  fullName: text('Full name', 120),
  line1: text('Address', 200),
  line2: optionalText('Address line 2', 200),
  city: text('City', 100),
  region: optionalText('State or region', 100),
  postalCode: text('Postal code', 20).regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Enter a valid postal code'),
  /**
   * An ISO 3166-1 alpha-2 code; the server also checks it is one of the list (contract/countries.ts,
   * kept out of this schema so the public pages' first load does not carry the list).
   */
  country: z
    .string({ error: 'Choose a country' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, COUNTRY_NOT_LISTED),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof ShippingAddressSchema>;

/** An address as stored on an order: one placed before the country list keeps its free text. */
export const StoredAddressSchema = ShippingAddressSchema.extend({ country: z.string() });
export type StoredAddress = z.infer<typeof StoredAddressSchema>;

export const PaymentMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const ShopSettingsSchema = z.object({
  /** Flat shipping per order (one order per artist), in dollars. */
  shippingFlatRate: z.number(),
  reservationMinutes: z.number().int(),
  /** How long an order placed with a manual payment method waits for payment. */
  paymentWindowHours: z.number().int(),
  paymentMethods: z.array(PaymentMethodSchema),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

export const CartItemSchema = z.object({
  kind: z.enum(['original', 'print']),
  /** The order row: an original's reservation or a print order. */
  id: z.number().int(),
  artworkId: z.number().int(),
  title: z.string(),
  artistId: z.number().int(),
  artistName: z.string(),
  imageUrl: z.string().nullable(),
  /** 'Original' or the print product and size. */
  description: z.string(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  /** Until when an original (or an in-stock print) is reserved for you; null for print-on-demand. */
  expiresAt: IsoDateTimeSchema.nullable(),
  /** An in-stock print: how many the buyer may hold at most (its stock left, 5 at most); else null. */
  maxQuantity: z.number().int().nullable().default(null),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const HeldOriginalSchema = z.object({
  artworkId: z.number().int(),
  state: z.enum(['in_cart', 'awaiting_payment', 'paid']),
  /** The order (purchase) holding it, once checked out. */
  orderId: z.number().int().nullable(),
});
export type HeldOriginal = z.infer<typeof HeldOriginalSchema>;

export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  itemsTotal: z.number(),
  /**
   * The cart as read: which items at which amounts. Checkout sends it back (`cartVersion`); a cart
   * changed since answers 409 CART_CHANGED, even when its total happens to be the same.
   */
  version: z.string(),
  /** Originals held for the caller (in the cart, or ordered): never shown to them as 'Sold'. */
  held: z.array(HeldOriginalSchema),
});
export type Cart = z.infer<typeof CartSchema>;

const quantity = z.coerce
  .number()
  .int()
  .min(PRINT_QUANTITY.min, `Quantity must be between ${PRINT_QUANTITY.min} and ${PRINT_QUANTITY.max}`)
  .max(PRINT_QUANTITY.max, `Quantity must be between ${PRINT_QUANTITY.min} and ${PRINT_QUANTITY.max}`);

export const CartPrintUpdateSchema = z.object({ quantity });

/** One of the artist's own stock prints to the cart (the same print again adds to its line). */
export const StockPrintCartInputSchema = z.object({
  stockItemId: IdSchema,
  quantity,
  /** The price the buyer saw; another one answers 409 PRICE_CHANGED. */
  unitPrice: PriceSchema,
});
export type StockPrintCartInput = z.infer<typeof StockPrintCartInputSchema>;

export const CheckoutInputSchema = z.object({
  address: ShippingAddressSchema,
  paymentMethod: z.string().min(1).default('invoice'),
  /** The items total the buyer saw; a different cart answers 409 CART_CHANGED. */
  itemsTotal: PriceSchema,
  /** The cart's `version` the buyer saw; a different one answers 409 CART_CHANGED. */
  cartVersion: z.string().max(100).optional(),
});
export type CheckoutInput = z.input<typeof CheckoutInputSchema>;

export const PurchaseItemSchema = z.object({
  kind: z.enum(['original', 'print']),
  artworkId: z.number().int(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  description: z.string(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});
export type PurchaseItem = z.infer<typeof PurchaseItemSchema>;

export const PurchaseStatusSchema = z.enum(PURCHASE_STATUSES);

export const PurchaseSchema = z.object({
  id: z.number().int(),
  status: PurchaseStatusSchema,
  buyerId: z.number().int(),
  buyerName: z.string(),
  /** The buyer's e-mail: the artist sees it once the order exists (to reach them about payment). */
  buyerEmail: z.string(),
  artistId: z.number().int(),
  artistName: z.string(),
  items: z.array(PurchaseItemSchema),
  itemsTotal: z.number(),
  shipping: z.number(),
  total: z.number(),
  paymentMethod: PaymentMethodSchema,
  /** What the buyer should do to pay (the provider's words). */
  paymentInstructions: z.string(),
  /** The invoice issued when the order was placed (pay by invoice); null for other methods. */
  invoice: InvoiceSchema.nullable(),
  /** When the buyer said 'I have paid'; the artist then confirms receipt. */
  buyerPaidAt: IsoDateTimeSchema.nullable(),
  /** Hidden from the artist until the order is paid. */
  shippingAddress: StoredAddressSchema.nullable(),
  tracking: z.string().nullable(),
  placedAt: IsoDateTimeSchema,
  paymentDueAt: IsoDateTimeSchema.nullable(),
  paidAt: IsoDateTimeSchema.nullable(),
  shippedAt: IsoDateTimeSchema.nullable(),
  deliveredAt: IsoDateTimeSchema.nullable(),
  /** Marked delivered by the shop, 14 days after shipping, nobody having confirmed receipt. */
  deliveredAutomatically: z.boolean(),
  cancelledAt: IsoDateTimeSchema.nullable(),
  /**
   * Money given back to the buyer (issue 25, point 3): how much (`refundedAmount`), when it went back
   * (`refundedAt`: a card refund at once, an invoice refund once the artist records it sent), and
   * since when an artist paid by invoice owes it (`refundDueAt`). contract/money-state.ts words it.
   */
  refundedAt: IsoDateTimeSchema.nullable().optional(),
  refundedAmount: z.number().nullable().optional(),
  refundDueAt: IsoDateTimeSchema.nullable().optional(),
  /** A return of the order's original: asked by the buyer within 14 days of delivery. */
  return: ReturnSchema.nullable().optional(),
  /** A card dispute the buyer's bank opened on this order's payment (Stripe's `charge.dispute.*`). */
  dispute: DisputeSchema.nullable().optional(),
  /** The buyer's 'Report a problem': what they wrote and when; the admins see the order flagged. */
  problem: z.string().nullable(),
  problemReportedAt: IsoDateTimeSchema.nullable(),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

export const CheckoutResultSchema = z.object({
  orders: z.array(PurchaseSchema),
  /** Paying by card: Stripe's payment page for all the orders, where the browser goes next. */
  redirectUrl: z.string().optional(),
});

/** 'Report a problem' on an order: what went wrong, in the buyer's words. */
export const ProblemReportSchema = z.object({
  message: text('What went wrong', 2000).refine(
    (v) => v.length >= 10,
    'Tell the artist a little more (10 characters or more)',
  ),
});
export type ProblemReport = z.infer<typeof ProblemReportSchema>;

/** An order a buyer reported a problem with, for the admins. */
export const FlaggedOrderSchema = z.object({
  id: z.number().int(),
  status: PurchaseStatusSchema,
  buyerName: z.string(),
  buyerEmail: z.string(),
  artistName: z.string(),
  total: z.number(),
  problem: z.string(),
  problemReportedAt: IsoDateTimeSchema,
});
export type FlaggedOrder = z.infer<typeof FlaggedOrderSchema>;

export const TRACKING_REQUIRED = 'Enter the carrier and tracking number, or choose No tracking';

export const SaleUpdateSchema = z
  .object({
    status: z.enum(SELLER_MOVES),
    /** With 'shipped': the carrier and tracking number. */
    tracking: z.string().trim().max(300, 'Tracking must be at most 300 characters').optional(),
    /** With 'shipped': it travels without tracking (the artist confirmed it). */
    noTracking: z.boolean().optional(),
  })
  .refine((v) => v.status !== 'shipped' || Boolean(v.tracking) || v.noTracking === true, {
    message: TRACKING_REQUIRED,
    path: ['tracking'],
  });
export type SaleUpdate = z.input<typeof SaleUpdateSchema>;
