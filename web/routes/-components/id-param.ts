import { notFound } from '@tanstack/react-router';

/**
 * Path `{id}` parameters: a positive integer, else the 404 page. The same rule as the contract's
 * `IdSchema` (a coerced positive safe integer), written out so the public shell needs no zod.
 */
export const idParam = {
  parse: ({ id }: { id: string }) => {
    const parsed = Number(id);
    if (!Number.isSafeInteger(parsed) || parsed <= 0) throw notFound();
    return { id: parsed };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
