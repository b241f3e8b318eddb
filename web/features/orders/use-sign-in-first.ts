import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/lib/toast';

/**
 * Buying needs an account: a signed-out visitor is told why and taken to /login. `undefined` (the
 * session check has not answered yet) lets the call go ahead: the server's 401 decides.
 */
export function useSignInFirst() {
  const navigate = useNavigate();
  return useCallback(
    (signedIn: boolean | undefined): boolean => {
      if (signedIn !== false) return true;
      toast({
        title: 'Please log in to buy',
        description: 'Log in or create a free account, then come back to this artwork to finish.',
      });
      void navigate({ to: '/login' });
      return false;
    },
    [navigate],
  );
}
