import Router from '@koa/router';
import type { Context } from 'koa';
import { printEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as pod from './pod-products.service';

/** The provider is chosen by the composition root (`deps.printProvider`). */
export function podProductRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));

  route(router, E.listPrintProducts, ({ ctx }) => {
    ctx.set('X-Print-Provider', deps.printProvider.name);
    return pod.listCatalog(svc(ctx));
  });
  route(router, E.getPrintProduct, ({ ctx, params }) => pod.getCatalogProduct(svc(ctx), params.externalId));
  route(router, E.listPodProducts, ({ ctx, query }) =>
    pod.listForArtwork(svc(ctx), actorOf(ctx), query.artworkId),
  );
  route(router, E.createPodProduct, ({ ctx, body }) =>
    pod.createPodProduct(svc(ctx), requireUser(actorOf(ctx)), body),
  );
  route(router, E.deletePodProduct, ({ ctx, params }) =>
    pod.deletePodProduct(svc(ctx), requireUser(actorOf(ctx)), params.id),
  );
  return router;
}
