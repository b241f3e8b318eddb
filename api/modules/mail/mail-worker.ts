import type { Knex } from 'knex';
import type { Logger } from '../../lib/logger';
import { composeMail } from './compose-mail';
import { claimDueMail, markEnded, markRetry, markSent, type ClaimedMail } from './mail.repo';
import { PermanentMailError, type MailTransport } from './mail-transport';

export interface RetryPolicy {
  /** Wait after the first failed attempt; each next one waits twice as long... */
  firstDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
  /** A mail still unsent this long after it was queued is given up (kept as 'failed'). */
  giveUpAfterMs: number;
}

/** 30 s, 1 min, 2 min ... then every 30 min, for 3 days: an SMTP outage of a weekend loses nothing. */
export const DEFAULT_RETRY: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 30 * 60_000,
  giveUpAfterMs: 3 * 24 * 60 * 60_000,
};

export interface MailWorkerDeps {
  knex: Knex;
  transport: MailTransport;
  logger: Logger;
  origin: string;
  from: string;
  /** Sign notification mails' unsubscribe links (SESSION_KEYS); without, those mails are skipped. */
  signingKeys?: readonly string[];
  retry?: RetryPolicy;
  /** How long a claimed mail is this worker's; past it another worker may take it (this one died). */
  leaseMs?: number;
}

/** Sends the outbox's due mail when asked (the loop that asks: api/jobs/mail-outbox.ts). */
export interface MailWorker {
  /** Sends every mail due now; resolves with how many were handled. */
  runOnce(): Promise<number>;
  /** Closes the transport (SMTP connections) once no run is under way. */
  close(): void;
}

const BATCH = 10;

export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempt - 1), policy.maxDelayMs);
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function createMailWorker(deps: MailWorkerDeps): MailWorker {
  const retry = deps.retry ?? DEFAULT_RETRY;
  const leaseMs = deps.leaseMs ?? 2 * 60_000;
  const { knex, logger } = deps;

  async function handle(claimed: ClaimedMail): Promise<void> {
    const log = logger.child({ mailId: claimed.id, kind: claimed.kind, attempt: claimed.attempt });
    const composed = await composeMail(deps, claimed);
    if ('skip' in composed) {
      await markEnded(knex, claimed.id, 'skipped', composed.skip);
      log.info({ reason: composed.skip }, 'mail skipped');
      return;
    }
    try {
      await deps.transport.send(composed.mail);
    } catch (err) {
      const message = errorText(err);
      const expired = Date.now() - claimed.createdAt.getTime() >= retry.giveUpAfterMs;
      if (err instanceof PermanentMailError || expired) {
        await markEnded(knex, claimed.id, 'failed', message);
        log.error({ err: message }, 'mail not delivered: given up');
      } else {
        const retryAt = new Date(Date.now() + retryDelayMs(retry, claimed.attempt));
        await markRetry(knex, claimed.id, message, retryAt);
        log.warn({ err: message, retryAt }, 'mail not sent: will retry');
      }
      return;
    }
    await markSent(knex, claimed.id, composed.mail);
    log.debug('mail sent');
  }

  async function runOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await claimDueMail(knex, BATCH, leaseMs);
      for (const mail of batch) await handle(mail);
      handled += batch.length;
      if (batch.length < BATCH) return handled;
    }
  }

  return {
    runOnce,
    close() {
      deps.transport.close();
    },
  };
}
