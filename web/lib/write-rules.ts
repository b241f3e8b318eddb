import type { QueryClient } from '@tanstack/react-query';
import type { EndpointName } from '@contract/endpoints';

/** Applies an endpoint's invalidation rule after a write's outcome; resolves when the refetches are in. */
export type InvalidateAfter = (
  queryClient: QueryClient,
  endpoint: EndpointName,
  outcome: 'success' | 'error',
) => Promise<void>;

// What a write makes stale is named by web/api/invalidation.ts, which knows every module's query
// keys; web/lib sits below web/api (docs/offline.md, "Structure"), so the rules are handed in from
// above: the browser entry (web/main.tsx) and the web tests' setup register a loader, and the
// sending half (./write-send.ts) applies what it loads. No loader: nothing is invalidated.
let loadRules: (() => Promise<InvalidateAfter>) | null = null;

/** Sets where the invalidation rules come from (a lazy import: they load with the first write). */
export function setWriteInvalidation(loader: () => Promise<InvalidateAfter>): void {
  loadRules = loader;
}

/** Applies the registered rule for a write's outcome (none registered: a no-op). */
export async function invalidateAfterWrite(
  queryClient: QueryClient,
  endpoint: EndpointName,
  outcome: 'success' | 'error',
): Promise<void> {
  if (!loadRules) return;
  const invalidate = await loadRules();
  await invalidate(queryClient, endpoint, outcome);
}
