import { z } from 'zod';
import './zod-config';

/**
 * The version of a row as the user saw it (every row the API sends carries its `version`). A move
 * that depends on what the user saw (accepting a quote, approving what was reviewed) sends it as
 * `expectedVersion`; if the row changed since, the API answers 409 STALE_VERSION with the row as it
 * now is (`current`) and what changed in words, and nothing is applied.
 */
export const ExpectedVersionSchema = z
  .number({ error: 'expectedVersion must be the version of what you saw' })
  .int('expectedVersion must be the version of what you saw')
  .nonnegative('expectedVersion must be the version of what you saw');
export const ExpectedVersionField = { expectedVersion: ExpectedVersionSchema.optional() };
