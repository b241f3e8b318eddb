import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Actor } from '../auth/permissions';
import { ValidationError } from '../errors';
import type { Page } from './keyset';
import { zodFields } from './zod-fields';

/** Parses input with a contract schema; failures are 400 with the schema's field messages. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(zodFields(result.error));
  return result.data;
}

/** The request's database handle: the write transaction for POST/PATCH/DELETE, else the pool. */
export function dbOf(ctx: Context): Knex {
  return ctx.state.db as Knex;
}

export function actorOf(ctx: Context): Actor | null {
  return (ctx.state.actor as Actor | null) ?? null;
}

/** Registers cleanup to run if the request's transaction does not commit (e.g. stored files). */
export function onRollback(ctx: Context, undo: () => Promise<void>): void {
  (ctx.state.onRollback as Array<() => Promise<void>>).push(undo);
}

/** Registers work to run once the request's transaction has committed (e.g. removing unused files). */
export function onCommit(ctx: Context, then: () => Promise<void>): void {
  (ctx.state.onCommit as Array<() => Promise<void>>).push(then);
}

const PAGING_HEADERS = ['Link', 'X-Next-Cursor', 'X-Total-Count', 'X-Total-Count-Capped'];

/**
 * Sends one page of a list (architecture.md, "Data"): the body stays a JSON array, the paging goes
 * in headers. `Link: <same URL with cursor=...>; rel="next"` and `X-Next-Cursor` when there is a
 * next page; `X-Total-Count` when counted (capped, with `X-Total-Count-Capped: true`).
 */
export function sendList<T>(ctx: Context, page: Page<T>): void {
  if (page.total !== undefined) ctx.set('X-Total-Count', String(page.total));
  if (page.capped) ctx.set('X-Total-Count-Capped', 'true');
  if (page.nextCursor) {
    const next = new URL(ctx.originalUrl, 'http://x');
    next.searchParams.delete('offset');
    next.searchParams.set('cursor', page.nextCursor);
    ctx.set('Link', `<${next.pathname}${next.search}>; rel="next"`);
    ctx.set('X-Next-Cursor', page.nextCursor);
  }
  ctx.set('Access-Control-Expose-Headers', PAGING_HEADERS.join(', '));
  ctx.body = page.items;
}
