import type { DbDeps } from '../../deps';
import { pruneMail } from './mail.repo';

/** Sent and ended mail older than 30 days leaves the outbox (the hourly housekeeping job): its links are long dead. */
export function pruneOldMail({ db }: DbDeps): Promise<number> {
  return pruneMail(db);
}
