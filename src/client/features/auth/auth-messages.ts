// Spec section 4 and 8: the toasts of sign-up, sign-in and Google, word for word.
import type { AuthError } from '@supabase/auth-js';
import type { ToastInput } from '../../components/ui/use-toast';

export const toasts = {
  signedIn: { title: 'Welcome back!', description: 'Successfully signed in', variant: 'success' },
  accountCreated: { title: 'Account created!', variant: 'success' },
  checkEmail: { title: 'Check your email', description: 'Please verify your email address to complete registration' },
  signupCompleted: { title: 'Signup completed', description: 'Please check your email if verification is required' },
  emailNotVerified: { title: 'Email not verified', description: 'Please check your email and verify your account first', variant: 'destructive' },
} satisfies Record<string, ToastInput>;

type MaybeError = Pick<AuthError, 'message'> | Error | null | undefined;

/** Sign-in / sign-up errors: unconfirmed email gets its own toast, others the provider's words. */
export function authErrorToast(error: MaybeError): ToastInput {
  const message = error?.message ?? '';
  if (/email not confirmed/i.test(message)) return toasts.emailNotVerified;
  return { title: 'Error', description: message || 'Authentication failed', variant: 'destructive' };
}

export function googleErrorToast(error: MaybeError): ToastInput {
  return { title: 'Error', description: error?.message || 'Google sign in failed', variant: 'destructive' };
}
