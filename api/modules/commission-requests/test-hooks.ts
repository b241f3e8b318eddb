import type Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { NotFoundError } from '../../errors';
import { actorOf, dbOf } from '../../lib/http';
import { inWriteTransaction } from '../../middleware/transaction';
import { lockedForParty } from './proposals.service';

/**
 * Test-only route, mounted only when E2E_TEST_HOOKS=true (the e2e server; never in production):
 * `POST /api/test-hooks/commission-requests/:id/delivery-date?days=N` moves the proposal's delivery
 * date to today (UTC) + days, for one of the caller's own commissions, so the missed-date journey
 * does not wait for a date to pass.
 */
export function commissionTestHooks(router: Router, deps: AppDeps): void {
  if (!deps.config.testHooks) return;
  router.post('/api/test-hooks/commission-requests/:id/delivery-date', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    const days = Number(ctx.query.days);
    const id = Number(ctx.params.id);
    if (!Number.isInteger(id) || !Number.isInteger(days)) throw new NotFoundError('Commission request');
    await inWriteTransaction(ctx, async () => {
      const trx = dbOf(ctx);
      const { request } = await lockedForParty({ db: trx }, actor, id);
      if (!request.proposal) throw new NotFoundError('Proposal');
      const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      await trx('commission_requests')
        .where({ id })
        .update({
          estimated_completion: date,
          proposal: trx.raw(`jsonb_set(proposal, '{deliveryDate}', ?::jsonb)`, [JSON.stringify(date)]),
        });
      ctx.body = { deliveryDate: date };
    });
  });
}
