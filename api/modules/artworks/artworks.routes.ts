import Router from '@koa/router';
import type { Context } from 'koa';
import { artworkEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { prepareUploads } from '../../http/uploads';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as artworks from './artworks.service';
import { listImages } from './artwork-images.service';
import { createStock, listStock, patchStock } from './stock.service';

export function artworkRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));

  route(router, E.listArtworks, ({ ctx, query }) => artworks.listArtworks(svc(ctx), actorOf(ctx), query));
  route(router, E.getArtwork, ({ ctx, params }) => artworks.getArtwork(svc(ctx), actorOf(ctx), params.id));
  // Images are decoded, resized and stored before the write transaction opens (prepareUploads),
  // and only once the caller is known to be allowed the write (a cheap read first): a stranger's
  // upload is refused without costing the image pool anything. The service checks again inside.
  route(router, E.createArtwork, {
    prepare: async (input) => {
      await artworks.resolveArtistId(svc(input.ctx), actorOf(input.ctx), input.body.artistId);
      const id = await artworks.reserveArtworkId(svc(input.ctx));
      return { id, store: await prepareUploads(deps.storage, input, `artworks/${id}`) };
    },
    handle: ({ ctx, body, prepared }) =>
      artworks.createArtwork(svc(ctx), actorOf(ctx), body, prepared.store, prepared.id),
  });
  route(router, E.updateArtwork, {
    prepare: async (input) => {
      await artworks.artworkForWrite(svc(input.ctx), actorOf(input.ctx), input.params.id);
      return prepareUploads(deps.storage, input, `artworks/${input.params.id}`);
    },
    handle: ({ ctx, params, body, prepared }) =>
      artworks.updateArtwork(svc(ctx), actorOf(ctx), params.id, body, prepared),
  });
  route(router, E.deleteArtwork, ({ ctx, params }) =>
    artworks.deleteArtwork(svc(ctx), actorOf(ctx), params.id),
  );
  route(router, E.addArtworkImages, {
    prepare: async (input) => {
      await artworks.artworkForWrite(svc(input.ctx), actorOf(input.ctx), input.params.id);
      return prepareUploads(deps.storage, input, `artworks/${input.params.id}`);
    },
    handle: ({ ctx, params, body, prepared }) =>
      artworks.addImages(svc(ctx), actorOf(ctx), params.id, body.images, prepared),
  });
  route(router, E.approveArtwork, ({ ctx, params, body }) =>
    artworks.approveArtwork(svc(ctx), actorOf(ctx), params.id, body.approved, body.reason),
  );
  route(router, E.listArtworkImages, ({ ctx, query }) => listImages(svc(ctx), actorOf(ctx), query.artworkId));

  route(router, E.listStock, ({ ctx, query }) => listStock(svc(ctx), actorOf(ctx), query.artworkId));
  route(router, E.createStock, ({ ctx, body }) => createStock(svc(ctx), requireUser(actorOf(ctx)), body));
  route(router, E.updateStock, ({ ctx, params, body }) =>
    patchStock(svc(ctx), requireUser(actorOf(ctx)), params.id, body),
  );
  return router;
}
