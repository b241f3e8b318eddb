import Router from '@koa/router';
import type { Context } from 'koa';
import { checkoutEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
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
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));
  route(router, E.getShopSettings, () => shopSettings(deps.config));
  route(router, E.getCart, ({ ctx }) => cart.readCart(svc(ctx), requireUser(actorOf(ctx))));
  route(router, E.addStockPrintToCart, ({ ctx, body }) =>
    addStockPrint(svc(ctx), requireUser(actorOf(ctx)), body),
  );
  route(router, E.updateCartPrint, ({ ctx, params, body }) =>
    cart.updateCartPrint(svc(ctx), requireUser(actorOf(ctx)), params.id, body.quantity),
  );
  route(router, E.removeCartPrint, ({ ctx, params }) =>
    cart.removeCartPrint(svc(ctx), requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.removeCartOriginal, ({ ctx, params }) =>
    cart.removeCartOriginal(svc(ctx), requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.checkout, ({ ctx, body }) => checkout(svc(ctx), requireUser(actorOf(ctx)), body));
  route(router, E.listMyOrders, ({ ctx }) => purchases.listMyOrders(svc(ctx), requireUser(actorOf(ctx))));
  route(router, E.getMyOrder, ({ ctx, params }) =>
    purchases.getMyOrder(svc(ctx), requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.cancelMyOrder, ({ ctx, params }) =>
    purchases.cancelMyOrder(svc(ctx), requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.confirmReceipt, ({ ctx, params }) =>
    confirmReceipt(svc(ctx), requireUser(actorOf(ctx)), params.id),
  );
  route(router, E.reportOrderProblem, ({ ctx, params, body }) =>
    reportProblem(svc(ctx), requireUser(actorOf(ctx)), params.id, body.message),
  );
  route(router, E.listFlaggedOrders, ({ ctx }) => listFlaggedOrders(svc(ctx), actorOf(ctx)));
  route(router, E.resolveFlaggedOrder, ({ ctx, params }) =>
    resolveFlaggedOrder(svc(ctx), actorOf(ctx), params.id),
  );
  route(router, E.listSales, ({ ctx }) => purchases.listSales(svc(ctx), requireUser(actorOf(ctx))));
  route(router, E.updateSale, ({ ctx, params, body }) =>
    purchases.updateSale(svc(ctx), requireUser(actorOf(ctx)), params.id, body),
  );
  return router;
}
