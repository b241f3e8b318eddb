import { HttpError } from '../errors';
import { ErrorCodes } from '../../contract/errors';

/** No request body of ours nests deeper than a few levels; this leaves plenty of room. */
export const MAX_JSON_DEPTH = 32;

/**
 * Refuses a parsed JSON value nested deeper than `max` (400). Checked without recursion, because a
 * deeply nested body (`[[[[…]]]]`, 100,000 levels in a few hundred KB) overflows the stack of any
 * recursive walk later on: hashing it for an Idempotency-Key, validating it, logging it.
 */
export function assertJsonDepth(value: unknown, max = MAX_JSON_DEPTH): void {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max)
      throw new HttpError(400, 'The request body is nested too deeply', ErrorCodes.VALIDATION);
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
}
