import Router from '@koa/router';
import { checkoutEndpoints as E } from '../../../contract/endpoints';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as service from './checkout.service';
import { listFlaggedOrders, reportProblem, resolveFlaggedOrder } from './order-problems';
import { confirmReceipt } from './receipt';
import { addStockPrint } from './stock-prints';

export function checkoutRoutes(deps: AppDeps): Router {
  const router = new Router();
  const shop = { storage: deps.storage, config: deps.config };
  route(router, E.getShopSettings, () => service.shopSettings(deps.config));
  route(router, E.getCart, ({ ctx }) => service.readCart(dbOf(ctx), shop, requireUser(actorOf(ctx))));
  route(router, E.addStockPrintToCart, ({ ctx, body }) =>
    addStockPrint(dbOf(ctx), { ...shop, rules: deps.config }, requireUser(actorOf(ctx)), body),
  );
  route(router, E.updateCartPrint, ({ ctx, params, body }) =>
    service.updateCartPrint(dbOf(ctx), shop, requireUser(actorOf(ctx)), params.id, body.quantity),
  );
  route(router, E.removeCartPrint, ({ ctx, params }) =>
    service.removeCartPrint(dbOf(ctx), requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.removeCartOriginal, ({ ctx, params }) =>
    service.removeCartOriginal(dbOf(ctx), requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.checkout, ({ ctx, body }) =>
    service.checkout(dbOf(ctx), shop, requireUser(actorOf(ctx)), body),
  );
  route(router, E.listMyOrders, ({ ctx }) =>
    service.listMyOrders(dbOf(ctx), shop, requireUser(actorOf(ctx))),
  );
  route(router, E.getMyOrder, ({ ctx, params }) =>
    service.getMyOrder(dbOf(ctx), shop, requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.cancelMyOrder, ({ ctx, params }) =>
    service.cancelMyOrder(dbOf(ctx), shop, requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.confirmReceipt, ({ ctx, params }) =>
    confirmReceipt(dbOf(ctx), shop, requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.reportOrderProblem, ({ ctx, params, body }) =>
    reportProblem(dbOf(ctx), shop, requireUser(actorOf(ctx)), params.id, body.message),
  );
  route(router, E.listFlaggedOrders, ({ ctx }) => listFlaggedOrders(dbOf(ctx), actorOf(ctx)));
  route(router, E.resolveFlaggedOrder, ({ ctx, params }) =>
    resolveFlaggedOrder(dbOf(ctx), actorOf(ctx), params.id),
  );
  route(router, E.listSales, ({ ctx }) => service.listSales(dbOf(ctx), shop, requireUser(actorOf(ctx))));
  route(router, E.updateSale, ({ ctx, params, body }) =>
    service.updateSale(dbOf(ctx), shop, requireUser(actorOf(ctx)), params.id, body),
  );
  return router;
}
