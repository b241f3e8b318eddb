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
