import type { Knex } from 'knex';
import * as m0100 from './20261122000100_sync_versioning';
import * as m0200 from './20261122000200_users';
import * as m0300 from './20261122000300_reference_data';
import * as m0400 from './20261122000400_artists';
import * as m0500 from './20261122000500_artworks';
import * as m0600 from './20261122000600_commissions';
import * as m0700 from './20261122000700_commerce';
import * as m0800 from './20261122000800_infrastructure';
import * as r0100 from './20261123000100_catalogue_paging';
import * as r0200 from './20261123000200_order_reservations';
import * as r0300 from './20261123000300_sync_changes';
import * as r0900 from './20261123000900_image_key_lookup';
import * as s0100 from './20261124000100_notifications';
import * as s0200 from './20261124000200_purchases';
import * as s0300 from './20261124000300_commission_conversations';
import * as s0400 from './20261124000400_follows_favourites';
import * as s0410 from './20261124000410_notifications_sync';
import * as s0500 from './20261124000500_moderation_reasons';
import * as s2100 from './20261125002100_web_vitals';
import * as t2400 from './20261125002400_mail_outbox';
import * as u0100 from './20261126000100_account_tokens';
import * as u0200 from './20261126000200_session_devices';
import * as u0300 from './20261126000300_reservation_addresses';
import * as u2500 from './20261126002500_invoices';
import * as u1000 from './20261126010000_commission_services';
import * as u2000 from './20261126020000_two_factor';
import * as u2010 from './20261126020100_moderation_history';
import * as u3370 from './20261126033700_notification_mail';
import * as u3371 from './20261126033700_commission_proposals';
import * as u0407 from './20261126040700_stripe_connect';
import * as moneyRefunds0701 from './20261126070100_refunds_returns';
import * as reviews0703 from './20261126070300_commission_reviews';
import * as vis0707 from './20261126070700_visibility_triggers';
import * as disputes1104 from './20261126110400_card_disputes';
import * as u3372 from './20261126033700_stock_print_lines';
import * as u3380 from './20261126033800_order_problems';
import * as msWork from './20261126070200_commission_work';

type Migration = { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };

/** Ordered list, imported statically so migrations run the same under tsx, vitest and bundles. */
const migrations: Record<string, Migration> = {
  '20261122000100_sync_versioning': m0100,
  '20261122000200_users': m0200,
  '20261122000300_reference_data': m0300,
  '20261122000400_artists': m0400,
  '20261122000500_artworks': m0500,
  '20261122000600_commissions': m0600,
  '20261122000700_commerce': m0700,
  '20261122000800_infrastructure': m0800,
  '20261123000100_catalogue_paging': r0100,
  '20261123000200_order_reservations': r0200,
  '20261123000300_sync_changes': r0300,
  '20261123000900_image_key_lookup': r0900,
  '20261124000100_notifications': s0100,
  '20261124000200_purchases': s0200,
  '20261124000300_commission_conversations': s0300,
  '20261124000400_follows_favourites': s0400,
  '20261124000410_notifications_sync': s0410,
  '20261124000500_moderation_reasons': s0500,
  '20261125002100_web_vitals': s2100,
  '20261125002400_mail_outbox': t2400,
  '20261126000100_account_tokens': u0100,
  '20261126000200_session_devices': u0200,
  '20261126000300_reservation_addresses': u0300,
  '20261126002500_invoices': u2500,
  '20261126010000_commission_services': u1000,
  '20261126020000_two_factor': u2000,
  '20261126020100_moderation_history': u2010,
  '20261126033700_commission_proposals': u3371,
  '20261126033700_notification_mail': u3370,
  '20261126033700_stock_print_lines': u3372,
  '20261126033800_order_problems': u3380,
  '20261126040700_stripe_connect': u0407,
  '20261126070100_refunds_returns': moneyRefunds0701,
  '20261126070200_commission_work': msWork,
  '20261126070300_commission_reviews': reviews0703,
  '20261126070700_visibility_triggers': vis0707,
  '20261126110400_card_disputes': disputes1104,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};
