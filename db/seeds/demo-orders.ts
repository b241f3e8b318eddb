import type { Knex } from 'knex';
import { CATALOG_SNAPSHOT } from '../../api/modules/pod/catalog-snapshot';

// The demo's sales: originals already sold this month and print-on-demand offers on artworks.
// db/seeds/demo.ts runs them after the artworks.

/**
 * A few originals already sold this month, so stats, "Sold" states and orders have something to
 * show: each is a paid order (purchase) of one original at a different step (paid, shipped, delivered).
 */
export async function insertOrders(
  trx: Knex,
  users: Map<string, number>,
  artworks: Array<{ id: number; originalId: number; price: number; approved: boolean }>,
) {
  const buyers = [
    {
      username: 'caseycollects',
      name: 'Casey Morgan',
      city: 'Portland',
      postalCode: '97205',
      country: 'United States',
    },
    { username: 'sofialind', name: 'Sofia Lind', city: 'Stockholm', postalCode: '114 35', country: 'Sweden' },
    {
      username: 'marcusbell',
      name: 'Marcus Bell',
      city: 'Bristol',
      postalCode: 'BS1 4DJ',
      country: 'United Kingdom',
    },
  ];
  const steps = [
    { status: 'shipped', tracking: 'UPS 1Z999AA10123456784', shippedDaysAgo: 1 },
    { status: 'paid', tracking: null, shippedDaysAgo: null },
    { status: 'delivered', tracking: 'Royal Mail RM123456789GB', shippedDaysAgo: 2 },
  ] as const;
  const sold = artworks
    .filter((a) => a.approved)
    .filter((_, i) => i % 11 === 5)
    .slice(0, 3);
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  for (const [i, art] of sold.entries()) {
    const buyer = buyers[i]!;
    const step = steps[i]!;
    const { artist_id: artistId } = await trx('artworks').where({ id: art.id }).first('artist_id');
    const [purchase] = await trx('purchases')
      .insert({
        user_id: users.get(buyer.username),
        artist_id: artistId,
        status: step.status,
        items_cents: art.price * 100,
        shipping_cents: 1500,
        total_cents: art.price * 100 + 1500,
        payment_method: 'invoice',
        payment_instructions:
          'The artist will email you an invoice with payment details. Your order is confirmed once they mark the payment received.',
        shipping_address: JSON.stringify({
          fullName: buyer.name,
          line1: `${12 + i * 7} Gallery Street`,
          line2: null,
          city: buyer.city,
          region: null,
          postalCode: buyer.postalCode,
          country: buyer.country,
        }),
        tracking: step.tracking,
        created_at: hoursAgo(80 - i * 10),
        paid_at: hoursAgo(60 - i * 10),
        shipped_at: step.shippedDaysAgo ? hoursAgo(step.shippedDaysAgo * 24) : null,
        delivered_at: step.status === 'delivered' ? hoursAgo(2) : null,
      })
      .returning('id');
    await trx('orders').insert({
      user_id: users.get(buyer.username),
      artwork_id: art.id,
      stock_item_id: art.originalId,
      amount_cents: art.price * 100,
      status: 'paid',
      purchase_id: purchase.id,
    });
    await trx('stock_items').where({ id: art.originalId }).update({ is_available: false, quantity: 0 });
  }
}

/** Print-on-demand offers on some approved artworks (posters, canvas) from the built-in catalogue. */
export async function insertPrintOffers(trx: Knex, artworks: Array<{ id: number; approved: boolean }>) {
  const offers = [
    { product: 'poster-matte', sizes: 3 },
    { product: 'canvas-gallery-wrap', sizes: 2 },
    { product: 'framed-poster', sizes: 2 },
  ];
  const approved = artworks.filter((a) => a.approved);
  const rows = approved
    .filter((_, i) => i % 3 === 1)
    .flatMap((artwork, i) =>
      offers.slice(0, 1 + (i % 2)).map(({ product, sizes }) => {
        const entry = CATALOG_SNAPSHOT.find((p) => p.external_id === product)!;
        return {
          artwork_id: artwork.id,
          external_id: entry.external_id,
          name: entry.name,
          variants: JSON.stringify(entry.variants.slice(0, sizes)),
        };
      }),
    );
  if (rows.length) await trx('pod_products').insert(rows);
}
