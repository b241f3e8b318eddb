import type { Knex } from 'knex';
import type { PayoutDetails, PayTo } from '../../../contract/invoice';
import type { Actor } from '../../auth/permissions';
import { ForbiddenError } from '../../errors';
import { iso } from '../../lib/dates';

/** How an artist is paid by invoice: private, read and written by that artist only. */
function requireArtist(actor: Actor): number {
  if (!actor.artistId) throw new ForbiddenError('Only artists have payout details');
  return actor.artistId;
}

interface PayoutRow {
  bank_details: string | null;
  payment_link: string | null;
  updated_at: Date;
}

export async function readPayTo(db: Knex, artistId: number): Promise<PayTo | null> {
  const row = await db('artist_payouts').where({ artist_id: artistId }).first<PayoutRow | undefined>();
  return row ? { bankDetails: row.bank_details, paymentLink: row.payment_link } : null;
}

export async function getPayoutDetails(db: Knex, actor: Actor): Promise<PayoutDetails> {
  const row = await db('artist_payouts')
    .where({ artist_id: requireArtist(actor) })
    .first<PayoutRow | undefined>();
  return {
    bankDetails: row?.bank_details ?? null,
    paymentLink: row?.payment_link ?? null,
    updatedAt: iso(row?.updated_at ?? null),
  };
}

/** Sets them for orders placed from now on; invoices already issued keep the details they had. */
export async function updatePayoutDetails(db: Knex, actor: Actor, input: PayTo): Promise<PayoutDetails> {
  const artistId = requireArtist(actor);
  await db('artist_payouts')
    .insert({
      artist_id: artistId,
      bank_details: input.bankDetails,
      payment_link: input.paymentLink,
      updated_at: db.fn.now(),
    })
    .onConflict('artist_id')
    .merge();
  return getPayoutDetails(db, actor);
}
