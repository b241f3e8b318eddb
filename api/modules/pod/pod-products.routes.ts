import Router from '@koa/router';
import { PodProductInputSchema, PodProductListQuerySchema } from '../../../contract/pod';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { NotFoundError } from '../../errors';
import { actorOf, dbOf, parse, pathId } from '../../lib/http';
import { createPrintProvider, type PrintProvider } from './print-provider';
import * as pod from './pod-products.service';

/** The provider is chosen here, once, when the app is built. */
export function podProductRoutes(
  deps: AppDeps,
  provider: PrintProvider = createPrintProvider(deps.config),
): Router {
  const router = new Router();

  router.get('/printful/products', async (ctx) => {
    ctx.set('X-Print-Provider', provider.name);
    ctx.body = await pod.listCatalog(provider);
  });

  router.get('/printful/products/:externalId', async (ctx) => {
    const externalId = (ctx.params as { externalId: string }).externalId;
    if (externalId.length > 100) throw new NotFoundError('Print product');
    ctx.body = await pod.getCatalogProduct(provider, externalId);
  });

  router.get('/pod-products', async (ctx) => {
    const { artworkId } = parse(PodProductListQuerySchema, ctx.query);
    ctx.body = await pod.listForArtwork(dbOf(ctx), actorOf(ctx), artworkId);
  });

  router.post('/pod-products', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    const input = parse(PodProductInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await pod.createPodProduct(dbOf(ctx), provider, actor, input);
  });

  router.delete('/pod-products/:id', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    await pod.deletePodProduct(dbOf(ctx), actor, pathId(ctx, 'id', 'Print product'));
    ctx.status = 204;
  });

  return router;
}
