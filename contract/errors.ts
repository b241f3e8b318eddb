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

// The codes live in a zod-free module, so the public shell can use them (issue 10).
import { ErrorCodes } from './error-codes';
export { ErrorCodes };
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
