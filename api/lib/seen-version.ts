import { ErrorCodes } from '../../contract/errors';
import { ConflictError, ValidationError } from '../errors';

/** A move made on what the user saw, which has changed since (409 STALE_VERSION, contract/seen-version.ts). */
export class StaleVersionError extends ConflictError {
  constructor(message: string, current: unknown) {
    super(message, ErrorCodes.STALE_VERSION, { current });
  }
}

export interface SeenCheck<T> {
  /** The version the user saw (`expectedVersion`), if they sent one. */
  expected: number | undefined;
  /** The row as it is now, read under the lock that serialises the move. */
  current: T & { version: number };
  /** What changed, in words, with the current value (the 409's message). */
  staleMessage: (current: T) => string;
  /** Set when the move may not be made without the version seen: why, for the 400. */
  required?: string;
}

/**
 * Refuses a move made on a row the user did not see as it is now. Call it after the row is locked
 * (SELECT … FOR UPDATE), so no other move slips between the check and the write.
 */
export function assertSeenVersion<T>({ expected, current, staleMessage, required }: SeenCheck<T>): void {
  if (expected === undefined) {
    if (required) throw new ValidationError({ expectedVersion: required }, required);
    return;
  }
  if (expected !== current.version) throw new StaleVersionError(staleMessage(current), current);
}
