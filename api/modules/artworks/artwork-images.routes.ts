import Router from '@koa/router';
import { ArtworkChildQuerySchema } from '../../../contract/artwork';
import type { AppDeps } from '../../deps';
import { actorOf, dbOf, parse } from '../../lib/http';
import { listImages } from './artwork-images.service';

/** `GET /api/artwork-images` (+ `artworkId`). Uploads go through `POST /api/artworks/{id}/images`. */
export function artworkImageRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/artwork-images', async (ctx) => {
    const { artworkId } = parse(ArtworkChildQuerySchema, ctx.query);
    ctx.body = await listImages({ db: dbOf(ctx), storage: deps.storage }, actorOf(ctx), artworkId);
  });
  return router;
}
