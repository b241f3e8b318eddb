import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key';

/**
 * One write per click: `run` gets a new idempotency key, and further calls are ignored until it
 * settles. A ref, not state: a double click lands before React re-renders the disabled button.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  return useCallback(async (run: (idempotencyKey: string) => Promise<void>): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    try {
      await run(newIdempotencyKey());
    } finally {
      busy.current = false;
    }
  }, []);
}
