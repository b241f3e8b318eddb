import Router from '@koa/router';
import { printEndpoints as E } from '../../../contract/endpoints';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as pod from './pod-products.service';

/** The provider is chosen by the composition root (`deps.printProvider`). */
export function podProductRoutes({ printProvider: provider }: AppDeps): Router {
  const router = new Router();

  route(router, E.listPrintProducts, ({ ctx }) => {
    ctx.set('X-Print-Provider', provider.name);
    return pod.listCatalog(provider);
  });
  route(router, E.getPrintProduct, ({ params }) => pod.getCatalogProduct(provider, params.externalId));
  route(router, E.listPodProducts, ({ ctx, query }) =>
    pod.listForArtwork(dbOf(ctx), actorOf(ctx), query.artworkId),
  );
  route(router, E.createPodProduct, ({ ctx, body }) =>
    pod.createPodProduct(dbOf(ctx), provider, requireUser(actorOf(ctx)), body),
  );
  route(router, E.deletePodProduct, ({ ctx, params }) =>
    pod.deletePodProduct(dbOf(ctx), requireUser(actorOf(ctx)), params.id),
  );
  return router;
}
