import Router from '@koa/router';
import { ArtworkChildQuerySchema, StockCreateInputSchema, StockPatchSchema } from '../../../contract/artwork';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf, parse, pathId } from '../../lib/http';
import { bodyOf } from './artwork-form';
import { createStock, listStock, patchStock } from './stock.service';

/** `GET /api/stock?artworkId=`, and `POST`/`PATCH` for the artwork's artist or an admin (prints). */
export function stockRoutes(_deps: AppDeps): Router {
  const router = new Router();

  router.get('/stock', async (ctx) => {
    const { artworkId } = parse(ArtworkChildQuerySchema, ctx.query);
    ctx.body = await listStock(dbOf(ctx), actorOf(ctx), artworkId);
  });

  router.post('/stock', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    const input = parse(StockCreateInputSchema, bodyOf(ctx));
    ctx.status = 201;
    ctx.body = await createStock(dbOf(ctx), actor, input);
  });

  router.patch('/stock/:id', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    const id = pathId(ctx, 'id', 'Stock item');
    const patch = parse(StockPatchSchema, bodyOf(ctx));
    ctx.body = await patchStock(dbOf(ctx), actor, id, patch);
  });

  return router;
}
