import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CommissionRequestFormValues } from './commission-request-form';

const PREFIX = 'atelier.request-draft:';

/**
 * What was typed in a request dialog is kept in sessionStorage (issue 25, point 5): a visitor sent
 * to sign in, a reload or a closed dialog finds it again when the same dialog opens. `key` names
 * the dialog (the artist and what it asks); `clear` forgets it once the request is sent.
 */
export function useRequestDraft(
  form: UseFormReturn<CommissionRequestFormValues, unknown, unknown>,
  key: string,
  open: boolean,
) {
  // Once sent, the draft is gone for good: the form's reset that follows must not save it again.
  const done = useRef(false);
  useEffect(() => {
    if (!open) return;
    done.current = false;
    try {
      const saved = sessionStorage.getItem(PREFIX + key);
      if (saved) form.reset({ ...form.getValues(), ...(JSON.parse(saved) as object) });
    } catch {
      // Storage unavailable or a damaged draft: start from the form as it is.
    }
    const subscription = form.watch((values) => {
      if (done.current) return;
      try {
        sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
      } catch {
        // Storage full or unavailable: the draft is simply not kept.
      }
    });
    return () => subscription.unsubscribe();
  }, [open, key, form]);

  return {
    clear: () => {
      done.current = true;
      try {
        sessionStorage.removeItem(PREFIX + key);
      } catch {
        // Nothing kept.
      }
    },
  };
}
