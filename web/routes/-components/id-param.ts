import { notFound } from '@tanstack/react-router';

/**
 * Path `{id}` parameters: a positive integer in decimal digits (`/artwork/0x10` is not artwork 16),
 * else the 404 page. The same rule as the contract's `IdSchema` (`DECIMAL_ID`), written out so the
 * public shell needs no zod.
 */
export const idParam = {
  parse: ({ id }: { id: string }) => {
    if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw notFound();
    return { id: Number(id) };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
