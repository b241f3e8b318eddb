import type { Knex } from 'knex';
import { queueMail } from '../mail/queue-mail';
import { readPayTo } from './payouts';
import { formatCents } from '../../../contract/money';

export const dateOnly = (date: Date) =>
  date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'INV-2026-001001': the year it was issued and a number from one global sequence (unique). */
export async function nextInvoiceNumber(db: Knex, issuedAt: Date): Promise<string> {
  const { rows } = await db.raw<{ rows: Array<{ n: string }> }>("SELECT nextval('invoice_number_seq') AS n");
  return `INV-${issuedAt.getUTCFullYear()}-${String(rows[0]!.n).padStart(6, '0')}`;
}

/**
 * Issues the invoice of an order placed to be paid by invoice, in the checkout's transaction: its
 * number, a copy of the artist's payment details as they are now, its due date (the order's
 * payment window), and the mail that brings it to the buyer.
 */
export async function issueInvoice(
  db: Knex,
  order: { id: number; artistId: number; artistName: string; totalCents: number; dueAt: Date },
): Promise<void> {
  const now = new Date();
  const number = await nextInvoiceNumber(db, now);
  const payTo = await readPayTo(db, order.artistId);
  await db('purchases')
    .where({ id: order.id })
    .update({
      invoice_number: number,
      invoice_pay_to: payTo ? JSON.stringify(payTo) : null,
      invoice_due_at: order.dueAt,
    });
  const buyer = await db('purchases as pu')
    .join('users as u', 'u.id', 'pu.user_id')
    .where('pu.id', order.id)
    .first<{ id: number; email: string; first_name: string }>('u.id', 'u.email', 'u.first_name');
  await queueMail(db, {
    to: buyer.email,
    userId: buyer.id,
    kind: 'order_invoice',
    data: {
      firstName: buyer.first_name,
      orderId: order.id,
      invoiceNumber: number,
      artistName: order.artistName,
      total: formatCents(order.totalCents),
      dueDate: dateOnly(order.dueAt),
      bankDetails: payTo?.bankDetails ?? null,
      paymentLink: payTo?.paymentLink ?? null,
    },
  });
}
