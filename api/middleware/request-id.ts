import crypto from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../lib/logger';

const INCOMING = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id: the proxy's `X-Request-Id` when it looks sane, else a new one. It is
 * sent back on every response and carried by every log line of the request (`ctx.state.log`).
 */
export function requestId(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const id = INCOMING.test(incoming) ? incoming : crypto.randomUUID();
    ctx.state.requestId = id;
    ctx.state.log = logger.child({ reqId: id });
    ctx.set('X-Request-Id', id);
    await next();
  };
}
