import Router from '@koa/router';
import { checkoutEndpoints as E } from '../../../contract/endpoints';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as cart from './cart.service';
import { checkout } from './checkout.service';
import * as purchases from './purchases.service';
import { shopSettings } from './shop';
import { listFlaggedOrders, reportProblem, resolveFlaggedOrder } from './order-problems';
import { confirmReceipt } from './receipt';
import { addStockPrint } from './stock-prints';

export function checkoutRoutes(deps: AppDeps): Router {
  const router = new Router();
  const shop = { storage: deps.storage, config: deps.config };
  route(router, E.getShopSettings, () => shopSettings(deps.config));
  route(router, E.getCart, ({ ctx }) => cart.readCart(dbOf(ctx), shop, requireUser(actorOf(ctx))));
  route(router, E.addStockPrintToCart, ({ ctx, body }) =>
    addStockPrint(dbOf(ctx), { ...shop, rules: deps.config }, requireUser(actorOf(ctx)), body),
  );
  route(router, E.updateCartPrint, ({ ctx, params, body }) =>
    cart.updateCartPrint(dbOf(ctx), shop, requireUser(actorOf(ctx)), params.id, body.quantity),
  );
  route(router, E.removeCartPrint, ({ ctx, params }) =>
    cart.removeCartPrint(dbOf(ctx), requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.removeCartOriginal, ({ ctx, params }) =>
    cart.removeCartOriginal(dbOf(ctx), requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.checkout, ({ ctx, body }) => checkout(dbOf(ctx), shop, requireUser(actorOf(ctx)), body));
  route(router, E.listMyOrders, ({ ctx }) =>
    purchases.listMyOrders(dbOf(ctx), shop, requireUser(actorOf(ctx))),
  );
  route(router, E.getMyOrder, ({ ctx, params }) =>
    purchases.getMyOrder(dbOf(ctx), shop, requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.cancelMyOrder, ({ ctx, params }) =>
    purchases.cancelMyOrder(dbOf(ctx), shop, requireUser(actorOf(ctx)), params.id),
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
  route(router, E.listSales, ({ ctx }) => purchases.listSales(dbOf(ctx), shop, requireUser(actorOf(ctx))));
  route(router, E.updateSale, ({ ctx, params, body }) =>
    purchases.updateSale(dbOf(ctx), shop, requireUser(actorOf(ctx)), params.id, body),
  );
  return router;
}
