import type { Knex } from 'knex';
import { toDollars } from '../../../contract/common';
import type { Stats } from '../../../contract/order';

/**
 * The admin dashboard's figures, in one round trip:
 * - totalArtists: live artist profiles, whatever their approval;
 * - totalArtworks: live artworks of live artists;
 * - pendingApprovals: pending artist profiles plus pending artworks (of live artists);
 * - monthlySales: the items total of orders paid this calendar month (UTC), whatever happened to
 *   them since, less the refunds made or owed this month (issue 25, point 3) on orders that had
 *   been paid: a paid order cancelled and refunded in the month nets to nothing, a return refunded
 *   this month of an order paid last month lowers this month. Carts and orders never paid do not
 *   count (issue 13). Shipping is not a sale of art and is left out (of refunds too: at most the
 *   order's items are subtracted). A card dispute lost this month is money back like a refund: its
 *   amount is subtracted too (at most the items not refunded already).
 */
export async function readStats(db: Knex): Promise<Stats> {
  const result = await db.raw(`
    WITH month AS (
      SELECT date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS start
    ), live_artworks AS (
      SELECT w.approval_status FROM artworks w JOIN artists a ON a.id = w.artist_id
      WHERE w.deleted_at IS NULL AND a.deleted_at IS NULL
    )
    SELECT
      (SELECT count(*) FROM artists WHERE deleted_at IS NULL) AS total_artists,
      (SELECT count(*) FROM live_artworks) AS total_artworks,
      (SELECT count(*) FROM artists WHERE deleted_at IS NULL AND approval_status = 'pending')
        + (SELECT count(*) FROM live_artworks WHERE approval_status = 'pending') AS pending_approvals,
      (SELECT coalesce(sum(items_cents), 0) FROM purchases, month
        WHERE paid_at >= month.start AND paid_at < month.start + interval '1 month')
      - (SELECT coalesce(sum(least(refunded_cents, items_cents)), 0) FROM purchases, month
        WHERE paid_at IS NOT NULL AND refunded_cents IS NOT NULL
          AND coalesce(refund_due_at, refunded_at) >= month.start
          AND coalesce(refund_due_at, refunded_at) < month.start + interval '1 month')
      - (SELECT coalesce(sum(least(dispute_cents, greatest(items_cents - coalesce(refunded_cents, 0), 0))), 0)
        FROM purchases, month
        WHERE paid_at IS NOT NULL AND dispute_status = 'lost'
          AND dispute_closed_at >= month.start
          AND dispute_closed_at < month.start + interval '1 month')
        AS monthly_sales_cents
  `);
  const row = (result as { rows: Array<Record<string, number | string>> }).rows[0]!;
  return {
    totalArtists: Number(row.total_artists),
    totalArtworks: Number(row.total_artworks),
    pendingApprovals: Number(row.pending_approvals),
    // sum() of bigint is numeric, which arrives as a string.
    monthlySales: toDollars(Number(row.monthly_sales_cents))!,
  };
}
