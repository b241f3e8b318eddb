import type { Purchase } from '../../../contract/checkout';
import type { Actor } from '../../auth/permissions';
import { NotFoundError } from '../../errors';
import { notify } from '../notifications/notify';
import { readPurchases } from './purchase-reads.repo';
import { lockPurchase, updatePurchase } from './purchases.repo';
import { stateConflict } from './order-state';
import type { ServiceDeps } from '../../deps';

/** The buyer confirms a shipped order arrived: it is delivered, and the artist is told. */
export async function confirmReceipt(
  { db, storage }: ServiceDeps,
  actor: Actor,
  id: number,
): Promise<Purchase> {
  const head = await lockPurchase(db, id, { buyerId: actor.id });
  if (!head) throw new NotFoundError('Order');
  if (head.status !== 'shipped') throw stateConflict(head.status, 'confirmed as received');
  await updatePurchase(db, id, { status: 'delivered', delivered_at: db.fn.now() });
  await notify(db, {
    userId: head.artistUserId,
    kind: 'order_update',
    title: `Order #${id} arrived: the buyer confirmed receipt`,
    link: '/artist-dashboard?tab=sales',
  });
  const [order] = await readPurchases(db, storage, { ids: [id] }, 'buyer');
  return order!;
}
