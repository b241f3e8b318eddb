import crypto from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Logger } from '../lib/logger';

const INCOMING = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id: the proxy's `X-Request-Id` when it looks sane, else a new one. It is
 * sent back on every response and carried by every log line of the request (`requestLog`).
 */
export function requestId(): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const id = INCOMING.test(incoming) ? incoming : crypto.randomUUID();
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    await next();
  };
}

/**
 * The request's logger, whose lines carry its id. Made on first use and kept for the request:
 * most requests log nothing, and a pino child per request cost every one of them (issue 29).
 */
export function requestLog(ctx: Context, logger: Logger): Logger {
  const state = ctx.state as { log?: Logger; requestId?: string };
  if (state.log) return state.log;
  if (state.requestId === undefined) return logger;
  return (state.log = logger.child({ reqId: state.requestId }));
}
