import { z } from 'zod';
import './zod-config';
import { IdSchema, IsoDateTimeSchema, PriceSchema } from './common';
import { OrderStatusSchema } from './enums';

export const OrderInputSchema = z.object({
  artworkId: IdSchema,
  amount: PriceSchema,
});
export type OrderInput = z.infer<typeof OrderInputSchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  artworkId: z.number().int(),
  stockItemId: z.number().int(),
  amount: z.number(),
  status: OrderStatusSchema,
  createdAt: IsoDateTimeSchema,
  /** Until when a pending order holds the original; null once paid, cancelled or expired. */
  expiresAt: IsoDateTimeSchema.nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const StatsSchema = z.object({
  totalArtists: z.number().int(),
  totalArtworks: z.number().int(),
  pendingApprovals: z.number().int(),
  /** This calendar month's orders and print orders, in dollars. */
  monthlySales: z.number(),
});
export type Stats = z.infer<typeof StatsSchema>;
