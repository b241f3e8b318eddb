import Router from '@koa/router';
import { invoiceEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { NotFoundError } from '../../errors';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import { listMessages, orderParty, readOrderAs, reportPayment, sendMessage } from './order-thread';
import { getPayoutDetails, updatePayoutDetails } from './payouts';

export function invoiceRoutes(deps: AppDeps): Router {
  const router = new Router();
  route(router, E.getPayoutDetails, ({ ctx }) => getPayoutDetails(dbOf(ctx), requireUser(actorOf(ctx))));
  route(router, E.updatePayoutDetails, ({ ctx, body }) =>
    updatePayoutDetails(dbOf(ctx), requireUser(actorOf(ctx)), body),
  );
  route(router, E.getInvoicePdf, async ({ ctx, params }) => {
    const svc = serviceDeps(deps, dbOf(ctx));
    const { party } = await orderParty(svc.db, params.id, requireUser(actorOf(ctx)));
    const order = await readOrderAs(svc, params.id, party);
    if (!order.invoice) throw new NotFoundError('Invoice');
    // pdf-lib is loaded on the first download, not with every start of the server.
    const { invoicePdf } = await import('./invoice-pdf');
    ctx.body = Buffer.from(await invoicePdf(order));
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `inline; filename="${order.invoice.number}.pdf"`);
    ctx.set('Cache-Control', 'private, no-store');
  });
  route(router, E.listOrderMessages, ({ ctx, params }) =>
    listMessages(dbOf(ctx), requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.sendOrderMessage, ({ ctx, params, body }) =>
    sendMessage(dbOf(ctx), requireUser(actorOf(ctx)), params.id, body.body),
  );
  route(router, E.reportPayment, ({ ctx, params }) =>
    reportPayment(serviceDeps(deps, dbOf(ctx)), requireUser(actorOf(ctx)), params.id),
  );
  return router;
}
