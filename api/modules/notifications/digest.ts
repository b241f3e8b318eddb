import type { Knex } from 'knex';
import { NOTIFICATION_MAIL } from '../../../contract/notification-mail';
import type { NotificationKind } from '../../../contract/notification-kinds';
import { queueMail } from '../mail/queue-mail';

/**
 * The daily digest (issue 24 point 6): once a day, from NOTIFICATION_DIGEST_HOUR (UTC), one mail per
 * account listing its unread notifications of the kinds it chose to get as a digest (follows' new
 * artworks by default) that arrived since its last digest; nothing when there are none. Run by
 * housekeeping every hour; `notification_digests` records each account's last one, and claiming it
 * is one conditional upsert, so several instances never send a day's digest twice.
 */

const MAX_ITEMS = 50;

/** The latest digest time at or before `now`: today at `hour`:00 UTC, or yesterday's. */
export function digestMoment(now: Date, hour: number): Date {
  const moment = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  if (moment > now) moment.setUTCDate(moment.getUTCDate() - 1);
  return moment;
}

/** The SQL of a notification's effective choice: the account's, else its kind's default. */
function choiceSql(): string {
  const defaults = (Object.keys(NOTIFICATION_MAIL) as NotificationKind[])
    .map((kind) => `WHEN '${kind}' THEN '${NOTIFICATION_MAIL[kind].default}'`)
    .join(' ');
  return `coalesce(p.choice, CASE n.kind ${defaults} END)`;
}

interface Item {
  id: string | number;
  user_id: number;
  kind: NotificationKind;
  title: string;
  body: string | null;
}

/** Queues the digests due at `now`; answers how many. */
export async function queueDailyDigests(
  knex: Knex,
  { hour, now = new Date() }: { hour: number; now?: Date },
): Promise<number> {
  const moment = digestMoment(now, hour);
  const due = (await knex('notifications as n')
    .join('users as u', 'u.id', 'n.user_id')
    .leftJoin('notification_mail_prefs as p', (j) => j.on('p.user_id', 'n.user_id').andOn('p.kind', 'n.kind'))
    .leftJoin('notification_digests as d', 'd.user_id', 'n.user_id')
    .whereNull('n.read_at')
    .whereNotNull('u.email_verified_at')
    .where('n.created_at', '>', knex.raw(`?::timestamptz - interval '7 days'`, [now]))
    .whereRaw('n.id > coalesce(d.through_id, 0)')
    .where((q) => q.whereNull('d.sent_at').orWhere('d.sent_at', '<', moment))
    .whereRaw(`${choiceSql()} = 'digest'`)
    .distinct('n.user_id')) as Array<{ user_id: number }>;

  let queued = 0;
  for (const { user_id: userId } of due) {
    const sent = await knex.transaction(async (trx) => {
      const items = (await trx('notifications as n')
        .leftJoin('notification_mail_prefs as p', (j) =>
          j.on('p.user_id', 'n.user_id').andOn('p.kind', 'n.kind'),
        )
        .leftJoin('notification_digests as d', 'd.user_id', 'n.user_id')
        .where('n.user_id', userId)
        .whereNull('n.read_at')
        .where('n.created_at', '>', knex.raw(`?::timestamptz - interval '7 days'`, [now]))
        .whereRaw('n.id > coalesce(d.through_id, 0)')
        .whereRaw(`${choiceSql()} = 'digest'`)
        .orderBy('n.id')
        .select('n.id', 'n.user_id', 'n.kind', 'n.title', 'n.body')) as Item[];
      if (items.length === 0) return false;
      const throughId = Number(items.at(-1)!.id);
      const claimed = await trx.raw(
        `INSERT INTO notification_digests (user_id, sent_at, through_id) VALUES (?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET sent_at = excluded.sent_at, through_id = excluded.through_id
         WHERE notification_digests.sent_at < ?
         RETURNING user_id`,
        [userId, now, throughId, moment],
      );
      if (claimed.rows.length === 0) return false;
      const user = (await trx('users').where({ id: userId }).first('email', 'first_name')) as {
        email: string;
        first_name: string;
      };
      await queueMail(trx, {
        to: user.email,
        kind: 'notification_digest',
        userId,
        data: {
          firstName: user.first_name,
          items: items.slice(-MAX_ITEMS).map((i) => ({ kind: i.kind, title: i.title, body: i.body })),
        },
      });
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}
