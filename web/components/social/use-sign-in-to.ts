import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { isApiError } from '@/lib/api-client';
import type { PendingAction } from '@/lib/pending-action';
import { toast } from '@/lib/toast';

/**
 * Following and favourites need an account: a signed-out visitor is told why and taken to /login,
 * which brings them back; the remembered `action` is then finished by the button itself.
 * `undefined` (the session check has not answered yet) lets the call go ahead: the server's 401
 * decides.
 */
export function useSignInTo(what: string) {
  const navigate = useNavigate();
  return useCallback(
    (signedIn: boolean | undefined, action?: PendingAction): boolean => {
      if (signedIn !== false) return true;
      // Loaded when needed: the public pages' first load does not carry it.
      if (action) void import('@/lib/pending-action').then((m) => m.rememberAction(action));
      toast({
        title: `Please log in to ${what}`,
        description: 'Log in or create a free account: you come back here and we finish it for you.',
      });
      void navigate({
        to: '/login',
        search: { redirect: `${location.pathname}${location.search}${location.hash}` },
      });
      return false;
    },
    [navigate, what],
  );
}

/** A failed toggle in words: the server's message, or the connection. */
export function whyItFailed(error: unknown): string {
  return isApiError(error) ? error.userMessage : 'Check your connection and try again.';
}
