import type { Middleware } from 'koa';
import { ErrorCodes } from '../../contract/errors';
import { HttpError } from '../errors';

export const MALFORMED_URL_MESSAGE = 'The address is not valid: it has a malformed %-escape';

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether every %-escape of the path and of each query parameter's name and value decodes. */
export function isWellFormedUrl(path: string, querystring: string): boolean {
  if (!decodes(path)) return false;
  return querystring.split(/[&=]/).every((part) => decodes(part.replace(/\+/g, ' ')));
}

/**
 * A malformed %-escape (`/%E0%A4%A`, `/artworks?search=100%`) answers 400 before anything tries to
 * decode it, on every path: the API, the pages, the static files and the uploads. Placed after the
 * error middleware, so the answer has the error shape.
 */
export function rejectMalformedUrls(): Middleware {
  return async (ctx, next) => {
    if (!isWellFormedUrl(ctx.path, ctx.querystring))
      throw new HttpError(400, MALFORMED_URL_MESSAGE, ErrorCodes.VALIDATION);
    await next();
  };
}
