/**
 * `?redirect=` of /login and /register, as given: the route config is in every page's first load,
 * so it only keeps text here; the form checks it with `safeReturnTo` (web/lib/return-to.ts) before
 * going there.
 */
export function returnSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' && search.redirect ? { redirect: search.redirect } : {};
}
