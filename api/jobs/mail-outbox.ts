import type { Knex } from 'knex';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { createConfiguredMailWorker, describeMail } from '../modules/mail/start-mail';
import { mailQueued } from '../modules/mail/queue-mail';
import type { MailWorker } from '../modules/mail/mail-worker';
import type { Job } from './every';

/**
 * Sends the outbox's mail: at once when this process queues one (the mail module's `mailQueued`),
 * and every `pollMs` for mail queued elsewhere or due for a retry. One run at a time; a wake-up
 * during a run starts another right after it. stop() waits for the mail being sent.
 */
export function runMailOutbox(worker: MailWorker, logger: Logger, pollMs = 5_000): Job {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = worker
      .runOnce()
      .then(
        () => {},
        (err: unknown) => logger.warn({ err }, 'mail worker: reading the outbox failed'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }
  mailQueued.on('queued', wake);
  const timer = setInterval(wake, pollMs);
  timer.unref();
  wake();
  return {
    async stop() {
      stopped = true;
      mailQueued.off('queued', wake);
      clearInterval(timer);
      await running;
      worker.close();
    },
  };
}

/**
 * Starts this instance's mail (SMTP when configured, else the database) and says so once, through
 * `note` (the start banner says it again on a terminal).
 */
export function startMailOutbox(
  config: Config,
  knex: Knex,
  logger: Logger,
  note: Logger['info'] = logger.info.bind(logger),
): Job {
  const { line, warning } = describeMail(config);
  note(`Mail: ${line}`);
  if (warning) logger.warn(warning);
  return runMailOutbox(createConfiguredMailWorker(config, knex, logger), logger);
}
