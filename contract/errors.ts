import { z } from 'zod';

/** Every error the API sends: `{message, code, fields?}`. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Extra state for conflicts, e.g. a commission request's current status. */
  current: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

export const ErrorCodes = {
  VALIDATION: 'VALIDATION_ERROR',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  FORBIDDEN: 'FORBIDDEN',
  CROSS_SITE: 'CROSS_SITE_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** A stale price on an order: the body carries `currentPrice`. */
  PRICE_CHANGED: 'PRICE_CHANGED',
  DUPLICATE: 'DUPLICATE',
  REQUEST_NOT_PENDING: 'REQUEST_NOT_PENDING',
  INVALID_TRANSITION: 'INVALID_TRANSITION',
  IDEMPOTENCY_IN_FLIGHT: 'IDEMPOTENCY_IN_FLIGHT',
  IDEMPOTENCY_MISMATCH: 'IDEMPOTENCY_MISMATCH',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  RATE_LIMITED: 'RATE_LIMITED',
  /** A delta sync cursor the server can no longer continue (410): sync again without a cursor. */
  SYNC_RESET: 'SYNC_RESET',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
