/**
 * Back where you were (issue 25, point 5): the action a visitor asked for before signing in, kept
 * in sessionStorage; the page it belongs to finishes it once they are back (web/lib/return-to.ts
 * checks the return address itself).
 */

/** Where the visitor is now, to come back to. */
export function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** What the visitor asked for before signing in; the page it belongs to finishes it. */
export type PendingAction =
  | { kind: 'reserve'; artworkId: number }
  | { kind: 'stock-print'; artworkId: number; stockItemId: number; quantity: number }
  | { kind: 'pod-print'; artworkId: number; variantId: string; quantity: number; unitPrice: number }
  | { kind: 'favourite'; artworkId: number }
  | { kind: 'follow'; artistId: number }
  | { kind: 'request'; key: string };

const ACTION_KEY = 'atelier.pending-action';
/** An action older than this is forgotten (the visitor went elsewhere). */
const ACTION_TTL_MS = 30 * 60_000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberAction(action: PendingAction, now = Date.now()): void {
  storage()?.setItem(ACTION_KEY, JSON.stringify({ action, at: now }));
}

/**
 * The remembered action of this kind for which `matches` holds, removed as it is taken (it runs
 * once); null otherwise (another kind stays for its own page).
 */
export function takeAction<K extends PendingAction['kind']>(
  kind: K,
  matches: (action: Extract<PendingAction, { kind: K }>) => boolean,
  now = Date.now(),
): Extract<PendingAction, { kind: K }> | null {
  const store = storage();
  const raw = store?.getItem(ACTION_KEY);
  if (!store || !raw) return null;
  let saved: { action?: PendingAction; at?: number };
  try {
    saved = JSON.parse(raw) as typeof saved;
  } catch {
    store.removeItem(ACTION_KEY);
    return null;
  }
  if (!saved.action || typeof saved.at !== 'number' || now - saved.at > ACTION_TTL_MS) {
    store.removeItem(ACTION_KEY);
    return null;
  }
  if (saved.action.kind !== kind) return null;
  const action = saved.action as Extract<PendingAction, { kind: K }>;
  if (!matches(action)) return null;
  store.removeItem(ACTION_KEY);
  return action;
}
