// Session state for the whole client (AuthProvider fills it from @supabase/auth-js).
import { createContext, useContext } from 'react';

export type AuthUser = {
  id: string;
  email: string | null;
  name: string | null;
  emailConfirmed: boolean;
  /** 'email', 'google', … (app_metadata.provider). */
  provider?: string | null;
};
export type SignOutScope = 'global' | 'local' | 'others';
export type SignInMode = 'signIn' | 'signUp' | 'forgot';
export type AuthState = {
  user: AuthUser | null;
  loading: boolean;
  /** Signed in with a password only, on an account with an authenticator app: the code comes first. */
  mfaRequired: boolean;
  /** Opens the sign-in dialog; after signing in the app goes to `redirectTo` (default /dashboard). */
  openSignIn: (redirectTo?: string, mode?: SignInMode) => void;
  /** Signs this device out ('local', the default), every device ('global') or all others. */
  signOut: (opts?: { scope?: SignOutScope }) => Promise<void>;
};

export const AuthContext = createContext<AuthState>({
  user: null,
  loading: false,
  mfaRequired: false,
  openSignIn: () => {},
  signOut: async () => {},
});

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
