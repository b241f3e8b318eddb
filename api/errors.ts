import { ErrorCodes, type ErrorCode } from '../contract/errors';
import { formatCents } from '../contract/money';

/** A typed error that becomes `{message, code, fields?}` with its status. 4xx messages are shown to users. */
export class HttpError extends Error {
  readonly expose: boolean;
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.expose = status < 500;
  }
}

export class ValidationError extends HttpError {
  constructor(fields: Record<string, string>, message = 'Please check the highlighted fields') {
    super(400, message, ErrorCodes.VALIDATION, fields);
  }
}
export class BadRequestError extends HttpError {
  constructor(message: string, code: string = ErrorCodes.VALIDATION) {
    super(400, message, code);
  }
}
export class UnauthenticatedError extends HttpError {
  constructor(message = 'Please log in to continue') {
    super(401, message, ErrorCodes.UNAUTHENTICATED);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = "You don't have permission to do that") {
    super(403, message, ErrorCodes.FORBIDDEN);
  }
}
export class NotFoundError extends HttpError {
  constructor(what = 'Resource') {
    super(404, `${what} not found`, ErrorCodes.NOT_FOUND);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string, code: string = ErrorCodes.CONFLICT, extra?: Record<string, unknown>) {
    super(409, message, code, undefined, extra);
  }
}

/** Gone for good (410): e.g. a sync cursor older than the kept tombstones. */
export class GoneError extends HttpError {
  constructor(message: string, code: string = ErrorCodes.SYNC_RESET) {
    super(410, message, code);
  }
}

/**
 * The price the user saw is not the current one (a stale page, or tampering): an order is bound to
 * the price its buyer saw, and the server never charges the client's figure. 409 with the current
 * price in words and as `currentPrice`, so the UI can show it and ask again. Shared by orders of
 * originals and print-on-demand orders.
 */
export class PriceChangedError extends HttpError {
  constructor(field: string, currentCents: number) {
    const current = currentCents / 100;
    const message = `The price has changed: it is now ${formatCents(currentCents, { grouping: false })}`;
    super(409, message, ErrorCodes.PRICE_CHANGED, { [field]: message }, { currentPrice: current });
  }
}
