import Router from '@koa/router';
import type { Context } from 'koa';
import {
  CommissionInputSchema,
  CommissionListQuerySchema,
  CommissionPatchSchema,
} from '../../../contract/commission';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { BadRequestError } from '../../errors';
import { actorOf, dbOf, parse, pathId, sendList } from '../../lib/http';
import { filesOf, storeUploads } from '../../lib/uploads';
import { uploadedFiles } from '../../middleware/body';
import * as commissions from './commissions.service';

const WHAT = 'Commission';

/**
 * The text fields of a JSON or multipart body. An empty form field means "no value" (null), except
 * the title, which keeps '' so the contract answers 'Title is required'.
 */
function bodyFields(ctx: Context): Record<string, unknown> {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  if (typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === '' && k !== 'title' ? null : v]));
}

/** At most one picture, sent as the `image` field; stored only when the service asks for it. */
function imageUpload(ctx: Context, deps: AppDeps): commissions.Upload {
  const files = filesOf(ctx, 'image');
  if (uploadedFiles(ctx).length > files.length)
    throw new BadRequestError("Send the picture as the 'image' field");
  return async () =>
    files.length ? (await storeUploads(ctx, deps.storage, files, 'commissions'))[0] : undefined;
}

export function commissionRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/commissions' });

  router.get('/', async (ctx) => {
    const query = parse(CommissionListQuerySchema, ctx.query);
    sendList(ctx, await commissions.listCommissions(dbOf(ctx), deps.storage, actorOf(ctx), query));
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await commissions.getCommission(
      dbOf(ctx),
      deps.storage,
      actorOf(ctx),
      pathId(ctx, 'id', WHAT),
    );
  });

  router.post('/', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    const input = parse(CommissionInputSchema, bodyFields(ctx));
    const upload = imageUpload(ctx, deps);
    ctx.status = 201;
    ctx.body = await commissions.createCommission(dbOf(ctx), deps.storage, actor, input, upload);
  });

  router.patch('/:id', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    const id = pathId(ctx, 'id', WHAT);
    const patch = parse(CommissionPatchSchema, bodyFields(ctx));
    const upload = imageUpload(ctx, deps);
    ctx.body = await commissions.updateCommission(dbOf(ctx), deps.storage, actor, id, patch, upload);
  });

  router.delete('/:id', async (ctx) => {
    const actor = requireUser(actorOf(ctx));
    await commissions.deleteCommission(dbOf(ctx), deps.storage, actor, pathId(ctx, 'id', WHAT));
    ctx.status = 204;
  });

  return router;
}
