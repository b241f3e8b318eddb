import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { ErrorCodes } from '../../contract/errors';
import { HttpError } from '../errors';
import type { Logger } from '../lib/logger';
import { zodFields } from '../lib/zod-fields';
import { requestLog } from './request-id';

interface ErrorLike {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  code?: string | number;
  type?: string;
  message?: string;
}

/** PostgreSQL errors that bad input can cause map to 4xx, never 500. */
function fromPostgres(err: ErrorLike): HttpError | null {
  switch (err.code) {
    case '22P02': // invalid_text_representation
    case '22003': // numeric_value_out_of_range
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
    case '22001': // string_data_right_truncation
    case '22021': // character_not_in_repertoire (e.g. NUL bytes)
    case '23514': // check_violation
      return new HttpError(400, 'Invalid input', ErrorCodes.VALIDATION);
    case '23505':
      return new HttpError(409, 'That already exists', ErrorCodes.DUPLICATE);
    case '23503':
      return new HttpError(409, 'A related record does not exist or is still in use', ErrorCodes.CONFLICT);
    default:
      return null;
  }
}

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_S = 5;

const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * What pg and knex say when a connection could not be opened in time ('timeout expired'), broke
 * ('Connection terminated', 'connection error') or got no answer ('Query read timeout'); knex puts
 * the statement before the driver's message.
 */
const DRIVER_OUTAGE =
  /Connection terminated|Client has encountered a connection error|Connection ended unexpectedly|timeout expired|Query read timeout|PGlite is closed/i;

/**
 * The database is down, restarting or out of connections: 503 with Retry-After, never a 500. The
 * pool reconnects by itself, so the process stays up and recovers when the database is back.
 */
function fromDatabaseOutage(
  err: ErrorLike & { name?: string; errno?: unknown; syscall?: string },
): HttpError | null {
  // Not every error's code is a string (formidable's are numbers).
  const code = typeof err.code === 'string' ? err.code : '';
  const message = err.message ?? '';
  const outage =
    CONNECTION_ERRNOS.has(code) ||
    // The embedded server's Unix socket is gone (stopped or restarting).
    (code === 'ENOENT' && err.syscall === 'connect') ||
    code.startsWith('08') || // connection_exception
    code === '57P01' || // admin_shutdown
    code === '57P02' || // crash_shutdown
    code === '57P03' || // cannot_connect_now
    code === '53300' || // too_many_connections
    code === '57014' || // query_canceled: DB_STATEMENT_TIMEOUT_MS ran out
    err.name === 'KnexTimeoutError' ||
    DRIVER_OUTAGE.test(message);
  if (!outage) return null;
  return new HttpError(
    503,
    'The service is briefly unavailable. Please try again in a few seconds.',
    ErrorCodes.UNAVAILABLE,
  );
}

function normalise(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const outage = fromDatabaseOutage((err ?? {}) as ErrorLike);
  if (outage) return outage;
  if (err instanceof ZodError)
    return new HttpError(400, 'Please check the highlighted fields', ErrorCodes.VALIDATION, zodFields(err));
  const e = (err ?? {}) as ErrorLike;
  const pgError = fromPostgres(e);
  if (pgError) return pgError;
  const status = e.status ?? e.statusCode;
  if (status === 413 || e.type === 'entity.too.large')
    return new HttpError(413, 'The request is too large', ErrorCodes.PAYLOAD_TOO_LARGE);
  if (e.type === 'entity.parse.failed')
    return new HttpError(400, 'The request body is not valid JSON', ErrorCodes.VALIDATION);
  if (status === 415)
    return new HttpError(415, e.message ?? 'Unsupported media type', ErrorCodes.UNSUPPORTED_MEDIA_TYPE);
  if (status && status >= 400 && status < 500 && e.expose !== false)
    return new HttpError(
      status,
      e.message ?? 'Bad request',
      status === 404 ? ErrorCodes.NOT_FOUND : ErrorCodes.VALIDATION,
    );
  return new HttpError(500, 'Something went wrong on our side. Please try again.', ErrorCodes.INTERNAL);
}

/** The one error middleware: `{message, code, fields?}` with the right status; 5xx never leak internals. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const log = requestLog(ctx, logger);
      const httpError = normalise(err);
      if (httpError.status === 503)
        log.warn({ err, method: ctx.method, url: ctx.url }, 'database unavailable');
      else if (httpError.status >= 500)
        log.error({ err, method: ctx.method, url: ctx.url }, 'request failed');
      ctx.status = httpError.status;
      ctx.body = {
        message: httpError.message,
        code: httpError.code,
        ...(httpError.fields ? { fields: httpError.fields } : {}),
        ...(httpError.extra ?? {}),
      };
      if (httpError.status === 401) ctx.set('Cache-Control', 'no-store');
      if (httpError.status === 503) ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_S));
    }
  };
}
