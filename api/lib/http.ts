import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Actor } from '../auth/permissions';
import { ValidationError } from '../errors';
import { zodFields } from '../middleware/errors';

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

/** Sends a list with its total count (`X-Total-Count`). */
export function sendList<T>(ctx: Context, items: T[], total: number): void {
  ctx.set('X-Total-Count', String(total));
  ctx.set('Access-Control-Expose-Headers', 'X-Total-Count');
  ctx.body = items;
}

export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
