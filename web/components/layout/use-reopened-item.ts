import { useEffect, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { OutboxItem } from '@/offline/outbox';

/** The search keys of a request card's forms that reopen a queued item (./sync-item-forms.ts). */
export type ReopenKey = 'review' | 'proposal' | 'update';

/**
 * The queued item the address asks to edit in a request card's form (`?review=`, `?proposal=` or
 * `?update=<seq>`: the sync panel's Edit), among this card's `items`: once it is here (and not
 * being sent) the form takes it, and the address stops asking, so closing does not reopen it.
 * `item` is null when nothing is being edited; `done` closes the form.
 */
export function useReopenedItem(items: readonly OutboxItem[], key: ReopenKey) {
  const asked = (useSearch({ strict: false }) as Partial<Record<ReopenKey, number>>)[key];
  const navigate = useNavigate();
  const [seq, setSeq] = useState<number | null>(null);
  const found = asked === undefined ? undefined : items.find((item) => item.seq === asked);
  if (found && seq !== found.seq && found.status !== 'sending') setSeq(found.seq);
  useEffect(() => {
    if (seq !== null && asked === seq)
      void navigate({ to: '.', search: (old) => ({ ...old, [key]: undefined }), replace: true });
  }, [seq, asked, key, navigate]);
  return {
    item: items.find((item) => item.seq === seq) ?? null,
    done: () => setSeq(null),
    /** Opens an item from its own card (not from an address). */
    open: (itemSeq: number) => setSeq(itemSeq),
  };
}
