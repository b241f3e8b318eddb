import Router from '@koa/router';
import type { Context } from 'koa';
import { ApproveInputSchema } from '../../../contract/artist';
import { ArtworkInputSchema, ArtworkListQuerySchema, ArtworkPatchSchema } from '../../../contract/artwork';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf, parse, pathId, sendList } from '../../lib/http';
import { filesOf, storeUploads } from '../../lib/uploads';
import { addedImagesOf, bodyOf, imageChangesOf, patchFieldsOf, patchImagesOf } from './artwork-form';
import * as artworks from './artworks.service';

export function artworkRoutes(deps: AppDeps): Router {
  const router = new Router();
  const service = (ctx: Context): artworks.CatalogueDeps => ({ db: dbOf(ctx), storage: deps.storage });
  // Stored under the artwork's folder; removed again if the request's transaction rolls back.
  const uploader = (ctx: Context, id: number) => () =>
    storeUploads(ctx, deps.storage, filesOf(ctx, 'images'), `artworks/${id}`);

  router.get('/artworks', async (ctx) => {
    const query = parse(ArtworkListQuerySchema, ctx.query);
    sendList(ctx, await artworks.listArtworks(service(ctx), actorOf(ctx), query));
  });

  router.get('/artworks/:id', async (ctx) => {
    ctx.body = await artworks.getArtwork(service(ctx), actorOf(ctx), pathId(ctx, 'id', 'Artwork'));
  });

  router.post('/artworks', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    const input = parse(ArtworkInputSchema, bodyOf(ctx));
    ctx.status = 201;
    ctx.body = await artworks.createArtwork(service(ctx), actor, input);
  });

  router.patch('/artworks/:id', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    const id = pathId(ctx, 'id', 'Artwork');
    const patch = parse(ArtworkPatchSchema, patchFieldsOf(ctx));
    const images = imageChangesOf(ctx, patchImagesOf(ctx, filesOf(ctx, 'images').length));
    ctx.body = await artworks.updateArtwork(service(ctx), actor, id, { patch, images }, uploader(ctx, id));
  });

  router.delete('/artworks/:id', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    await artworks.deleteArtwork(service(ctx), actor, pathId(ctx, 'id', 'Artwork'));
    ctx.status = 204;
  });

  router.post('/artworks/:id/images', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    const id = pathId(ctx, 'id', 'Artwork');
    const images = addedImagesOf(ctx, filesOf(ctx, 'images').length);
    ctx.status = 201;
    ctx.body = await artworks.addImages(service(ctx), actor, id, images, uploader(ctx, id));
  });

  router.patch('/artworks/:id/approve', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    const id = pathId(ctx, 'id', 'Artwork');
    const { approved } = parse(ApproveInputSchema, bodyOf(ctx));
    ctx.body = await artworks.approveArtwork(service(ctx), actor, id, approved);
  });

  return router;
}
