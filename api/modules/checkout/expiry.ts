import type { Knex } from 'knex';
import { notify } from '../notifications/notify';
import { releaseExpiredReservations } from '../orders/reservations.service';
import { expireOverduePurchases } from './purchases.repo';
import { expireStockLines } from './stock-lines';

/**
 * Runs every minute (api/jobs/reservation-expiry.ts) and before every new reservation or checkout:
 * orders awaiting payment past their payment window become `expired` (the buyer is told), then
 * cart reservations past their time are released. Either way the original is for sale again.
 */
export async function expireOverdue(db: Knex): Promise<number> {
  const purchases = await expireOverduePurchases(db);
  await notify(
    db,
    purchases.flatMap((p) => [
      {
        userId: p.userId,
        kind: 'order_update' as const,
        title: `Order #${p.id} expired: no payment was confirmed in time`,
        body: 'Its originals are for sale again. You can order them again if they are still available.',
        link: '/orders',
      },
      {
        userId: p.artistUserId,
        kind: 'order_update' as const,
        title: `Order #${p.id} expired unpaid`,
        body: 'Its originals are for sale again.',
        link: '/artist-dashboard?tab=sales',
      },
    ]),
  );
  return purchases.length + (await releaseExpiredReservations({ db })) + (await expireStockLines(db));
}
