import Router from '@koa/router';
import type { Context } from 'koa';
import { ApproveInputSchema, ArtistListQuerySchema } from '../../../contract/artist';
import type { AppDeps } from '../../deps';
import { actorOf, dbOf, parse, pathId, sendList } from '../../lib/http';
import { filesOf, storeUploads } from '../../lib/uploads';
import { parseImageMeta, parseProfileInput } from './artist-form';
import * as artists from './artists.service';

/** The multipart (or JSON) profile form of a create or update, parsed only when the service asks. */
function profileForm(ctx: Context, deps: AppDeps): artists.ProfileForm {
  const files = filesOf(ctx, 'images');
  return {
    read: () => ({
      profile: parseProfileInput(ctx.request.body),
      images: parseImageMeta(ctx.request.body, files.length),
    }),
    storeImages: (prefix) => storeUploads(ctx, deps.storage, files, prefix),
  };
}

export function artistsRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context): artists.ArtistDeps => ({ db: dbOf(ctx), storage: deps.storage });

  router.get('/artists', async (ctx) => {
    const query = parse(ArtistListQuerySchema, ctx.query);
    sendList(ctx, await artists.listArtists(svc(ctx), actorOf(ctx), query));
  });

  router.get('/artists/me', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await artists.getMyArtist(svc(ctx), actorOf(ctx));
  });

  router.get('/artists/:id', async (ctx) => {
    ctx.body = await artists.getArtist(svc(ctx), actorOf(ctx), pathId(ctx, 'id', 'Artist'));
  });

  router.post('/artists', async (ctx) => {
    const artist = await artists.createArtist(svc(ctx), actorOf(ctx), profileForm(ctx, deps));
    ctx.status = 201;
    ctx.body = artist;
  });

  router.patch('/artists/:id', async (ctx) => {
    const id = pathId(ctx, 'id', 'Artist');
    ctx.body = await artists.updateArtist(svc(ctx), actorOf(ctx), id, profileForm(ctx, deps));
  });

  router.patch('/artists/:id/approve', async (ctx) => {
    const id = pathId(ctx, 'id', 'Artist');
    const { approved } = parse(ApproveInputSchema, ctx.request.body ?? {});
    ctx.body = await artists.approveArtist(svc(ctx), actorOf(ctx), id, approved);
  });

  return router;
}
