import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { inWriteTransaction } from '../../middleware/transaction';
import { expireOverdue } from './expiry';

/**
 * Test-only routes, mounted only when E2E_TEST_HOOKS=true (the e2e server; never set it in
 * production). `POST /api/test-hooks/expire-my-reservations` ends the caller's reservations and
 * payment windows now, then runs the same expiry as the minute timer, so the reservation-expiry
 * journey does not wait RESERVATION_MINUTES.
 */
export function testHookRoutes(deps: AppDeps): Router {
  const router = new Router();
  if (!deps.config.testHooks) return router;
  router.post('/api/test-hooks/expire-my-reservations', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    await inWriteTransaction(ctx, async () => {
      const trx = dbOf(ctx);
      const past = trx.raw("now() - interval '1 second'");
      await trx('orders').where({ user_id: actor.id, status: 'pending' }).update({ expires_at: past });
      await trx('purchases')
        .where({ user_id: actor.id, status: 'awaiting_payment' })
        .update({ payment_due_at: past });
      ctx.body = { expired: await expireOverdue(trx) };
    });
  });
  return router;
}
