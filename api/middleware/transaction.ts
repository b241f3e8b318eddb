import crypto from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Context, Middleware } from 'koa';
import type { Knex } from 'knex';
import { settleAfterCommit } from '../lib/after-commit';
import { IDEMPOTENCY_TTL_DAYS } from '../../contract/constants';
import { ErrorCodes } from '../../contract/errors';
import { HttpError } from '../errors';
import type { Logger } from '../lib/logger';
import { requestLog } from './request-id';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface UploadedFileLike {
  filepath: string;
  originalFilename?: string | null;
  size: number;
  /** sha256 of the bytes, computed by the multipart parser as the file streamed in. */
  hash?: string | null;
}

/** What a request's hash covers: method, path, JSON/text fields and the bytes of uploaded files. */
async function requestHash(ctx: Context): Promise<string> {
  const hash = crypto.createHash('sha256');
  hash.update(`${ctx.method} ${ctx.path}\n`);
  hash.update(JSON.stringify(ctx.request.body ?? null));
  const files =
    (ctx.request as { files?: Record<string, UploadedFileLike | UploadedFileLike[]> }).files ?? {};
  for (const name of Object.keys(files).sort()) {
    const list = files[name];
    for (const file of Array.isArray(list) ? list : list ? [list] : []) {
      hash.update(`\n${name}:`);
      // The parser's digest when it has one (it may not be set yet under load), else the same
      // digest of the bytes: either way the same text for the same file.
      hash.update(
        file.hash ||
          crypto
            .createHash('sha256')
            .update(await readFile(file.filepath))
            .digest('hex'),
      );
    }
  }
  return hash.digest('hex');
}

function anonymousScope(ctx: Context): string {
  return `anon:${crypto.createHash('sha256').update(ctx.ip).digest('hex').slice(0, 16)}`;
}

function scopeOf(ctx: Context): string {
  const actor = ctx.state.actor as { id: number } | null;
  return actor ? `u:${actor.id}` : anonymousScope(ctx);
}

type Hook = () => Promise<void>;
type WriteTransaction = (work: () => Promise<void>) => Promise<void>;

/**
 * Gives every write one short transaction (`ctx.state.db`) and exactly-once semantics when the
 * client sends an `Idempotency-Key`: the first response for (user, key) is stored in the same
 * transaction as the change; a replay returns it; another body answers 422; one in flight 409.
 *
 * The middleware does not open the transaction itself: the route (api/lib/route.ts) first runs its
 * `prepare` step (password hashing, image processing: CPU work that must never hold the database,
 * which on the embedded PGlite is one connection for everything) and then opens it through
 * `inWriteTransaction`. A replay of an answered key is answered here, before anything is prepared.
 *
 * The claim on a key is the transaction's own: a transaction-scoped advisory lock plus the record
 * inserted inside it. A request that dies (a crash, a lost connection) rolls back, which releases
 * its key at once; nothing is ever left "in flight" in the table.
 * `ctx.state.onRollback` callbacks (e.g. removing stored files) run when the change does not commit
 * (including a request answered from a stored response after it prepared), `ctx.state.onCommit`
 * callbacks (e.g. removing prepared files the change did not use) when it does.
 */
export function transactionMiddleware(knex: Knex, logger: Logger): Middleware {
  return async (ctx, next) => {
    ctx.state.db = knex;
    ctx.state.onRollback = [] as Hook[];
    ctx.state.onCommit = [] as Hook[];
    if (!WRITE_METHODS.has(ctx.method)) return next();

    const key = ctx.get('Idempotency-Key').trim();
    if (key && key.length > 200)
      throw new HttpError(400, 'Idempotency-Key is too long', ErrorCodes.VALIDATION);
    const scope = scopeOf(ctx);
    const hash = key ? await requestHash(ctx) : '';
    if (key && (await answeredBefore(knex, ctx, scope, key, hash))) return;

    let changed = false;
    const writeTransaction: WriteTransaction = async (work) => {
      let replayed = false;
      let opened: Knex.Transaction | null = null;
      try {
        await knex.transaction(async (trx) => {
          opened = trx;
          ctx.state.db = trx;
          if (key && (await claim(trx, ctx, { scope, key, hash }))) {
            replayed = true;
            return;
          }
          await work();
          if (key) {
            await trx('idempotency_keys')
              .where({ scope, key })
              .update({ response_status: ctx.status, response_body: JSON.stringify(ctx.body ?? null) });
          }
        });
      } finally {
        ctx.state.db = knex;
        if (opened) await settleAfterCommit(opened);
      }
      changed = !replayed;
    };
    ctx.state.writeTransaction = writeTransaction;

    const runHooks = async (hooks: Hook[], what: string) => {
      const log = requestLog(ctx, logger);
      for (const hook of hooks) await hook().catch((e: unknown) => log.warn({ err: e }, `${what} failed`));
    };
    try {
      await next();
    } catch (err) {
      if (!changed) await runHooks(ctx.state.onRollback as Hook[], 'rollback cleanup');
      throw err;
    }
    if (changed) await runHooks(ctx.state.onCommit as Hook[], 'commit cleanup');
    else await runHooks(ctx.state.onRollback as Hook[], 'rollback cleanup');
  };
}

/**
 * Runs `work` in the request's write transaction (opened here, after whatever the route prepared);
 * a read request just runs it. When the request turns out to be a replay of an answered key, `work`
 * does not run and the stored response is the answer.
 */
export function inWriteTransaction(ctx: Context, work: () => Promise<void>): Promise<void> {
  const run = ctx.state.writeTransaction as WriteTransaction | undefined;
  return run ? run(work) : work();
}

/** Answers from a stored response, if this key was already answered. True when it was. */
async function answeredBefore(
  knex: Knex,
  ctx: Context,
  scope: string,
  key: string,
  hash: string,
): Promise<boolean> {
  // A sign-up or login replayed after it succeeded arrives signed in: answer it from the
  // anonymous record it was first stored under.
  const scopes = ctx.state.actor ? [scope, anonymousScope(ctx)] : [scope];
  for (const s of scopes) {
    const row = await knex('idempotency_keys').where({ scope: s, key }).first();
    if (row && row.response_status !== null) {
      if (row.request_hash !== hash) throw mismatch();
      respondFrom(ctx, row);
      return true;
    }
  }
  return false;
}

/**
 * Claims the key inside the request's transaction: 409 while another transaction holds it; if that
 * one finished meanwhile, answers from its response (returns true). Otherwise records the claim,
 * which commits or rolls back with the change.
 */
async function claim(
  trx: Knex.Transaction,
  ctx: Context,
  { scope, key, hash }: { scope: string; key: string; hash: string },
): Promise<boolean> {
  const lock = await trx.raw('SELECT pg_try_advisory_xact_lock(hashtextextended(?, 0)) AS locked', [
    `${scope.length}:${scope}:${key}`,
  ]);
  if (!(lock.rows as Array<{ locked: boolean }>)[0]?.locked) {
    throw new HttpError(409, 'This request is still being processed', ErrorCodes.IDEMPOTENCY_IN_FLIGHT);
  }
  const row = await trx('idempotency_keys').where({ scope, key }).first();
  if (row && row.response_status !== null) {
    if (row.request_hash !== hash) throw mismatch();
    respondFrom(ctx, row);
    return true;
  }
  // A record without a response can only be a leftover of an older version: retake it.
  if (row) await trx('idempotency_keys').where({ scope, key }).del();
  await trx('idempotency_keys').insert({
    scope,
    key,
    method: ctx.method,
    path: ctx.path,
    request_hash: hash,
  });
  return false;
}

function mismatch(): HttpError {
  return new HttpError(
    422,
    'This Idempotency-Key was already used for a different request',
    ErrorCodes.IDEMPOTENCY_MISMATCH,
  );
}

function respondFrom(ctx: Context, row: { response_status: number; response_body: unknown }): void {
  ctx.status = row.response_status;
  ctx.body = row.response_body;
  ctx.set('Idempotent-Replayed', 'true');
}

/** Deletes idempotency records older than the retention period. */
export async function pruneIdempotencyKeys(knex: Knex): Promise<number> {
  return knex('idempotency_keys')
    .where('created_at', '<', new Date(Date.now() - IDEMPOTENCY_TTL_DAYS * 24 * 60 * 60 * 1000))
    .del();
}
