import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useAuth, type AuthUser } from '../auth/use-auth';

/** Spec section 2: /checkout and /subscribe redirect to / when nobody is signed in. */
export function useSignedInUser(): AuthUser | null {
  const { user, loading } = useAuth();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!loading && !user) navigate('/', { replace: true });
  }, [loading, user, navigate]);
  return user;
}
