import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { PendingAction } from '@/lib/pending-action';
import { toast } from '@/lib/toast';

/**
 * Buying needs an account: a signed-out visitor is told why and taken to /login, which brings them
 * back here; `action` (reserve this original, add this print) is then finished by the page.
 * `undefined` (the session check has not answered yet) lets the call go ahead: the server's 401
 * decides.
 */
export function useSignInFirst() {
  const navigate = useNavigate();
  return useCallback(
    (signedIn: boolean | undefined, action?: PendingAction): boolean => {
      if (signedIn !== false) return true;
      // Loaded when needed: the public pages' first load does not carry it.
      if (action) void import('@/lib/pending-action').then((m) => m.rememberAction(action));
      toast({
        title: 'Please log in to buy',
        description: 'Log in or create a free account: you come back here and we finish it for you.',
      });
      void navigate({
        to: '/login',
        search: { redirect: `${location.pathname}${location.search}${location.hash}` },
      });
      return false;
    },
    [navigate],
  );
}
