import { notFound } from '@tanstack/react-router';
import { IdSchema } from '@contract/common';

/** Path `{id}` parameters: a positive integer, else the 404 page. */
export const idParam = {
  parse: ({ id }: { id: string }) => {
    const parsed = IdSchema.safeParse(id);
    if (!parsed.success) throw notFound();
    return { id: parsed.data };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
