import type { Knex } from 'knex';
import type { Purchase } from '../../../contract/checkout';
import type { OrderMessage, PayTo } from '../../../contract/invoice';
import { PURCHASE_STATUS_LABELS, type PurchaseStatus } from '../../../contract/purchase-status';
import type { Actor } from '../../auth/permissions';
import { ConflictError, NotFoundError } from '../../errors';
import { iso } from '../../lib/dates';
import type { ServiceDeps } from '../../deps';
import { purchaseAs } from '../checkout/purchases.service';
import { queueMail } from '../mail/queue-mail';
import { notify } from '../notifications/notify';
import { formatCents } from '../../../contract/money';

export type Party = 'buyer' | 'artist';

interface OrderHead {
  id: number;
  status: PurchaseStatus;
  buyerId: number;
  artistUserId: number;
  invoiceNumber: string | null;
  totalCents: number;
  buyerPaidAt: Date | null;
  payTo: PayTo | null;
}

/**
 * An order and the caller's side of it (its buyer or its artist); anyone else gets 404, never 403,
 * so an order's existence is not revealed. `lock` holds the order's row until the transaction ends.
 */
export async function orderParty(
  db: Knex,
  id: number,
  actor: Actor,
  lock = false,
): Promise<{ head: OrderHead; party: Party }> {
  const q = db('purchases as pu').join('artists as a', 'a.id', 'pu.artist_id').where('pu.id', id).first<
    | {
        id: number;
        status: PurchaseStatus;
        user_id: number;
        artist_user_id: number;
        invoice_number: string | null;
        total_cents: string;
        buyer_paid_at: Date | null;
        invoice_pay_to: PayTo | null;
      }
    | undefined
  >('pu.id', 'pu.status', 'pu.user_id', 'a.user_id as artist_user_id', 'pu.invoice_number', 'pu.total_cents', 'pu.buyer_paid_at', 'pu.invoice_pay_to');
  if (lock) q.forUpdate('pu');
  const row = await q;
  const party: Party | null =
    row?.user_id === actor.id ? 'buyer' : row?.artist_user_id === actor.id ? 'artist' : null;
  if (!row || !party) throw new NotFoundError('Order');
  return {
    party,
    head: {
      id: row.id,
      status: row.status,
      buyerId: row.user_id,
      artistUserId: row.artist_user_id,
      invoiceNumber: row.invoice_number,
      totalCents: Number(row.total_cents),
      buyerPaidAt: row.buyer_paid_at,
      payTo: row.invoice_pay_to,
    },
  };
}

/** The order as its party sees it (the artist sees the address only once paid). */
export async function readOrderAs(deps: ServiceDeps, id: number, party: Party): Promise<Purchase> {
  return purchaseAs(deps, id, party);
}

export async function listMessages(db: Knex, actor: Actor, id: number): Promise<OrderMessage[]> {
  const { head } = await orderParty(db, id, actor);
  const rows = await db('order_messages as m')
    .join('users as u', 'u.id', 'm.author_id')
    .where('m.purchase_id', id)
    .orderBy('m.id')
    .limit(500)
    .select<Array<{ id: string; author_id: number; body: string; created_at: Date; name: string }>>(
      'm.id',
      'm.author_id',
      'm.body',
      'm.created_at',
      db.raw("u.first_name || ' ' || u.last_name AS name"),
    );
  return rows.map((r) => ({
    id: Number(r.id),
    from: r.author_id === head.buyerId ? 'buyer' : 'artist',
    authorName: r.name,
    body: r.body,
    sentAt: iso(r.created_at)!,
  }));
}

/** Writes to the other side of the order; they are told in the app. */
export async function sendMessage(db: Knex, actor: Actor, id: number, body: string): Promise<OrderMessage> {
  const { head, party } = await orderParty(db, id, actor);
  const [row] = await db('order_messages')
    .insert({ purchase_id: id, author_id: actor.id, body })
    .returning<Array<{ id: string; created_at: Date }>>(['id', 'created_at']);
  const author = await db('users').where({ id: actor.id }).first<{ first_name: string; last_name: string }>();
  const authorName = `${author.first_name} ${author.last_name}`;
  await notify(db, {
    userId: party === 'buyer' ? head.artistUserId : head.buyerId,
    kind: 'order_update',
    title: `New message on order #${id} from ${authorName}`,
    body: body.slice(0, 200),
    link: party === 'buyer' ? '/artist-dashboard?tab=sales' : '/orders',
  });
  return { id: Number(row!.id), from: party, authorName, body, sentAt: iso(row!.created_at)! };
}

/**
 * The buyer says 'I have paid' an order awaiting payment: recorded once, and the artist is told in
 * the app and by mail. The artist then confirms receipt with the sale's 'Mark paid'.
 */
export async function reportPayment(deps: ServiceDeps, actor: Actor, id: number): Promise<Purchase> {
  const { db } = deps;
  const { head, party } = await orderParty(db, id, actor, true);
  if (party !== 'buyer') throw new NotFoundError('Order');
  if (head.status !== 'awaiting_payment') {
    throw new ConflictError(
      `This order is ${PURCHASE_STATUS_LABELS[head.status].toLowerCase()}: there is no payment to report`,
      'ORDER_STATE',
      { status: head.status },
    );
  }
  if (!head.buyerPaidAt) {
    await db('purchases').where({ id }).update({ buyer_paid_at: db.fn.now(), updated_at: db.fn.now() });
    const buyer = await db('users')
      .where({ id: actor.id })
      .first<{ first_name: string; last_name: string }>();
    const artist = await db('users')
      .where({ id: head.artistUserId })
      .first<{ id: number; email: string; first_name: string }>();
    const buyerName = `${buyer.first_name} ${buyer.last_name}`;
    await notify(db, {
      userId: head.artistUserId,
      kind: 'order_update',
      title: `${buyerName} says they have paid order #${id}`,
      body: 'Check that the money has reached you, then confirm it with Mark paid.',
      link: '/artist-dashboard?tab=sales',
    });
    await queueMail(db, {
      to: artist.email,
      userId: artist.id,
      kind: 'order_payment_reported',
      data: {
        firstName: artist.first_name,
        orderId: id,
        invoiceNumber: head.invoiceNumber ?? `#${id}`,
        buyerName,
        total: formatCents(head.totalCents),
      },
    });
  }
  return readOrderAs(deps, id, 'buyer');
}
