/**
 * Back where you were (issue 25, point 5): an action that needs an account sends a visitor to
 * /login with the page to come back to (`?redirect=`), and remembers the action itself in
 * sessionStorage; once signed in (or registered) the page finishes it.
 */

const BASE = 'https://return-to.invalid';
/** Pages that make no sense to come back to after signing in. */
const NOT_BACK_TO = ['/login', '/register', '/logout', '/forgot-password', '/reset-password'];

/** A path alone (no scheme, no host, no backslash, no control character, not protocol-relative). */
function looksLikePath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(value)
  );
}

/**
 * The return address to trust: a path on this site (with its query and hash), else null. Rejects
 * `//evil.example`, `https://…`, `javascript:`, backslashes, control characters and the same
 * tricks percent-encoded (checked again after each decoding); an auth page itself is null too.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    if (!looksLikePath(current)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) break;
    current = decoded;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (NOT_BACK_TO.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `?redirect=` of /login and /register: a path on this site only, else none (they go to '/'). */
export function returnSearch(search: Record<string, unknown>): { redirect?: string } {
  const redirect = safeReturnTo(search.redirect);
  return redirect ? { redirect } : {};
}

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
  | { kind: 'pod-print'; artworkId: number; variantId: string; quantity: number }
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
