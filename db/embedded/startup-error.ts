/**
 * A start that cannot go on, for a reason the person starting it can act on: `npm start` prints
 * the message alone, on one line, without a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
