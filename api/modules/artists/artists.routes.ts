import Router from '@koa/router';
import type { Context } from 'koa';
import { artistEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { prepareUploads } from '../../http/uploads';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import * as images from './artist-images.service';
import * as artists from './artists.service';

export function artistsRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));

  route(router, E.listArtists, ({ ctx, query }) => artists.listArtists(svc(ctx), actorOf(ctx), query));
  route(router, E.getMyArtist, ({ ctx }) => {
    ctx.set('Cache-Control', 'no-store');
    return artists.getMyArtist(svc(ctx), actorOf(ctx));
  });
  route(router, E.getArtist, ({ ctx, params }) => artists.getArtist(svc(ctx), actorOf(ctx), params.id));
  // Images are decoded, resized and stored before the write transaction opens (prepareUploads),
  // and only once the caller is known to be allowed the write (the service checks again inside).
  route(router, E.createArtist, {
    prepare: async (input) => {
      await artists.checkCanCreateArtist(svc(input.ctx), actorOf(input.ctx));
      const id = await artists.reserveArtistId(svc(input.ctx));
      return { id, store: await prepareUploads(deps.storage, input, `artists/${id}`) };
    },
    handle: ({ ctx, body, prepared }) =>
      artists.createArtist(svc(ctx), actorOf(ctx), body, prepared.store, prepared.id),
  });
  route(router, E.updateArtist, {
    prepare: async (input) => {
      await artists.artistForWrite(svc(input.ctx), actorOf(input.ctx), input.params.id);
      return prepareUploads(deps.storage, input, `artists/${input.params.id}`);
    },
    handle: ({ ctx, params, body, prepared }) =>
      artists.updateArtist(svc(ctx), actorOf(ctx), params.id, body, prepared),
  });
  route(router, E.approveArtist, ({ ctx, params, body }) =>
    artists.approveArtist(svc(ctx), actorOf(ctx), params.id, body.approved, body.reason),
  );

  route(router, E.listArtistImages, ({ ctx, query }) =>
    images.listArtistImages(svc(ctx), actorOf(ctx), query.artistId),
  );
  route(router, E.setProfileImage, ({ ctx, params }) =>
    images.setProfileImage(svc(ctx), actorOf(ctx), params.id),
  );
  route(router, E.deleteArtistImage, ({ ctx, params }) =>
    images.deleteArtistImage(svc(ctx), actorOf(ctx), params.id),
  );
  return router;
}
