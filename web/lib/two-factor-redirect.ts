import type { QueryClient } from '@tanstack/react-query';
import type { ErrorCodes } from '@contract/error-codes';

const CODE: (typeof ErrorCodes)['TWO_FACTOR_SETUP_REQUIRED'] = 'TWO_FACTOR_SETUP_REQUIRED';

/** Where an admin sets up two-factor sign-in. */
export const TWO_FACTOR_SETUP = { to: '/profile', hash: 'two-factor' } as const;

export function needsTwoFactorSetup(error: unknown): boolean {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  return status === 403 && code === CODE;
}

/**
 * An admin without two-factor sign-in gets 403 TWO_FACTOR_SETUP_REQUIRED from every API call but
 * signing in and the setup (issue 24 point 4). Whatever query or write answers it, the app sends
 * them to the setup on /profile with a word of why, once, instead of showing a bare error where
 * the call was made. On /profile already, the section itself says why. Answers the unsubscribe.
 */
export function watchTwoFactorSetup(
  queryClient: QueryClient,
  router: { navigate(to: typeof TWO_FACTOR_SETUP): unknown; state: { location: { pathname: string } } },
): () => void {
  let sent = false;
  const check = (error: unknown) => {
    if (!needsTwoFactorSetup(error)) return;
    if (router.state.location.pathname === TWO_FACTOR_SETUP.to) return;
    if (!sent) {
      void import('./toast').then(({ toast }) =>
        toast({
          title: 'Set up two-factor sign-in',
          description: 'Admins sign in with a code from an authenticator app. Set it up to continue.',
        }),
      );
    }
    sent = true;
    setTimeout(() => (sent = false), 5_000);
    void router.navigate(TWO_FACTOR_SETUP);
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  // What failed before the watch began (it loads once the page is idle).
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find((q) => needsTwoFactorSetup(q.state.error));
  if (failed) check(failed.state.error);
  return () => {
    stopQueries();
    stopMutations();
  };
}
