// Session state for the whole client. The accounts issue connects it to @supabase/auth-js;
// until then every visitor is signed out.
import { createContext, useContext } from 'react';

export type AuthUser = { id: string; email: string | null; name: string | null; emailConfirmed: boolean };
export type AuthState = {
  user: AuthUser | null;
  loading: boolean;
  openSignIn: (redirectTo?: string) => void;
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthState>({
  user: null,
  loading: false,
  openSignIn: () => {},
  signOut: async () => {},
});

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
