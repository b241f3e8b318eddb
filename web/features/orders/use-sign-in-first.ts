import { useSignInTo } from '@/components/social/use-sign-in-to';

/**
 * Buying needs an account: a signed-out visitor is told why ('Please log in to buy') and taken to
 * /login, which brings them back here; the remembered action (reserve this original, add this
 * print) is then finished by the page. The same path as following and favourites.
 */
export function useSignInFirst() {
  return useSignInTo('buy');
}
