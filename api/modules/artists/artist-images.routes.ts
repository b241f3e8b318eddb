import Router from '@koa/router';
import type { Context } from 'koa';
import { ArtistImageListQuerySchema } from '../../../contract/artist';
import type { AppDeps } from '../../deps';
import { actorOf, dbOf, parse, pathId } from '../../lib/http';
import * as images from './artist-images.service';
import type { ArtistDeps } from './artists.service';

export function artistImagesRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context): ArtistDeps => ({ db: dbOf(ctx), storage: deps.storage });

  router.get('/artist-images', async (ctx) => {
    const { artistId } = parse(ArtistImageListQuerySchema, ctx.query);
    ctx.body = await images.listArtistImages(svc(ctx), actorOf(ctx), artistId);
  });

  router.patch('/artist-images/:id/set-profile', async (ctx) => {
    ctx.body = await images.setProfileImage(svc(ctx), actorOf(ctx), pathId(ctx, 'id', 'Image'));
  });

  router.delete('/artist-images/:id', async (ctx) => {
    await images.deleteArtistImage(svc(ctx), actorOf(ctx), pathId(ctx, 'id', 'Image'));
    ctx.status = 204;
  });

  return router;
}
