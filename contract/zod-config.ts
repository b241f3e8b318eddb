import { z } from 'zod';

/**
 * Missing values read 'Required' (the spec's default text, spec section 5) instead of zod 4's
 * "Invalid input: expected string, received undefined". Imported once by api and web entry points
 * and by every contract module, so it applies wherever the schemas are used.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'Required';
    return undefined;
  },
});
