import type Router from '@koa/router';
import type { Context } from 'koa';
import type {
  BodyOutput,
  EndpointDef,
  ListItem,
  ParamsOutput,
  QueryOutput,
  ResponseOf,
} from '../../contract/endpoint';
import { requireUser } from '../auth/permissions';
import { ErrorCodes } from '../../contract/errors';
import { HttpError, NotFoundError, ValidationError } from '../errors';
import { fileRefs, requestFiles } from '../http/uploads';
import { inWriteTransaction, type UploadedFileLike } from '../middleware/transaction';
import { actorOf, parse, sendList } from './http';
import type { Page } from './keyset';

export interface RouteInput<E extends EndpointDef> {
  ctx: Context;
  params: ParamsOutput<E>;
  query: QueryOutput<E>;
  body: BodyOutput<E>;
  /** The uploaded files, in order (a body's `file` is an index in this list; api/middleware/body.ts). */
  files: UploadedFileLike[];
}
export type Result<E extends EndpointDef> = E extends { list: true }
  ? Page<ListItem<E>>
  : E['response'] extends null
    ? void
    : ResponseOf<E>;

type Handler<E extends EndpointDef, P> = (
  input: RouteInput<E> & { prepared: P },
) => Promise<Result<E>> | Result<E>;

/**
 * A handler with a `prepare` step: it runs after the input is parsed and before the write
 * transaction opens, for CPU-heavy work (password hashing and verification, image decoding and
 * resizing) that must not hold a database connection. Its result is the handler's `prepared`.
 * It may read through `dbOf(ctx)` (the pool, not the transaction); side effects it leaves (stored
 * files) are undone with `onRollback` when the change does not commit. A replay of an answered
 * Idempotency-Key is answered before it runs.
 */
export interface PreparedRoute<E extends EndpointDef, P> {
  prepare: (input: RouteInput<E>) => Promise<P>;
  handle: Handler<E, P>;
}

/**
 * Registers an endpoint of contract/endpoints: the handler gets its params, query and body parsed
 * with the endpoint's schemas (a bad path param is 404, bad input 400 with field messages) and its
 * return value is sent with the endpoint's status (a list handler returns its keyset page, sent by
 * `sendList` as a JSON array with the paging headers; 204 without body). A write's handler runs in
 * the request's transaction, opened after the optional `prepare` step (see PreparedRoute).
 */
export function route<E extends EndpointDef>(
  router: Router,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<Result<E>> | Result<E>,
): void;
export function route<E extends EndpointDef, P>(router: Router, endpoint: E, spec: PreparedRoute<E, P>): void;
export function route<E extends EndpointDef, P>(
  router: Router,
  endpoint: E,
  handlerOrSpec: Handler<E, undefined> | PreparedRoute<E, P>,
): void {
  const spec =
    typeof handlerOrSpec === 'function'
      ? { prepare: async () => undefined, handle: handlerOrSpec as Handler<E, unknown> }
      : (handlerOrSpec as PreparedRoute<E, unknown>);
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](endpoint.path, async (ctx) => {
    if (endpoint.auth === 'user') requireUser(actorOf(ctx));
    if (actorOf(ctx)?.mustSetUpTwoFactor && !endpoint.beforeTwoFactor) throw twoFactorFirst();
    const params = endpoint.params?.safeParse(ctx.params);
    if (params && !params.success) throw new NotFoundError(endpoint.notFound ?? 'Resource');
    const query = endpoint.query ? parse(endpoint.query, ctx.query) : undefined;
    const body = endpoint.body ? parse(endpoint.body, ctx.request.body ?? {}) : undefined;
    const files = requestFiles(ctx);
    for (const [field, index] of fileRefs(body)) {
      if (typeof index === 'number' && index >= files.length)
        throw new ValidationError({ [field]: `There is no file ${index} in this request` });
    }
    ctx.status = endpoint.status ?? 200;
    const input = { ctx, params: params?.data, query, body, files } as unknown as RouteInput<E>;
    const prepared = await spec.prepare(input);
    await inWriteTransaction(ctx, async () => {
      const result = await spec.handle({ ...input, prepared });
      if (endpoint.list) {
        sendList(ctx, result as Page<unknown>);
      } else if (endpoint.response !== null) {
        ctx.body = result;
      }
    });
  });
}

const twoFactorFirst = () =>
  new HttpError(
    403,
    'Admins sign in with two-factor sign-in. Set it up on your profile before anything else.',
    ErrorCodes.TWO_FACTOR_SETUP_REQUIRED,
  );
