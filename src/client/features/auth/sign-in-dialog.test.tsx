// The sign-in dialog's outcomes and toasts (spec sections 4 and 8), word for word. The auth
// server lies across the network, so the auth client is replaced by a scripted fake here; the
// real client and server are exercised by the Node and Playwright tests.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { AuthProvider } from './auth-provider';
import { pendingEmail } from './auth-storage';
import { useAuth } from './use-auth';

const fake = vi.hoisted(() => ({
  signInWithPassword: vi.fn(),
  signUp: vi.fn(),
  resetPasswordForEmail: vi.fn(),
  signInWithOAuth: vi.fn(),
}));

const config = vi.hoisted(() => ({ appName: 'Stackwise', googleEnabled: true, passwordMinLength: 8, passwordRequiredCharacters: ['0123456789'] }));
vi.mock('../../lib/public-config', () => ({ publicConfig: config }));

vi.mock('./auth-client', () => ({
  authApiUrl: 'http://localhost/auth/v1',
  authStorageKey: 'sb-localhost-auth-token',
  authClient: {
    ...fake,
    onAuthStateChange: (cb: (event: string, session: null) => void) => {
      queueMicrotask(() => cb('INITIAL_SESSION', null));
      return { data: { subscription: { unsubscribe: () => {} } } };
    },
    getSession: async () => ({ data: { session: null }, error: null }),
    signOut: async () => ({ error: null }),
  },
}));

function Opener({ to }: { to?: string }) {
  const { openSignIn } = useAuth();
  return (
    <button type="button" onClick={() => openSignIn(to)}>
      open
    </button>
  );
}

async function openDialog(to?: string) {
  render(
    <AuthProvider>
      <Opener to={to} />
      <Toaster />
    </AuthProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, submit: string) {
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-123');
  await user.click(screen.getByRole('button', { name: submit }));
}

const userRow = (over: Record<string, unknown> = {}) => ({
  id: 'u1',
  email: 'ann@example.com',
  identities: [{ id: 'i1' }],
  ...over,
});

beforeEach(() => {
  config.googleEnabled = true;
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.clearAllMocks();
});

describe('sign-in dialog', () => {
  it("is titled 'Welcome to <APP_NAME>' and offers Google and email + password", async () => {
    const { dialog } = await openDialog();
    expect(dialog.textContent).toContain('Welcome to Stackwise');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('offers email only where Google is not configured: no button that could only fail', async () => {
    config.googleEnabled = false;
    await openDialog();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it("sign-in success: closes, goes to /dashboard, 'Welcome back!' / 'Successfully signed in'", async () => {
    fake.signInWithPassword.mockResolvedValue({ data: { session: {}, user: userRow() }, error: null });
    const { user } = await openDialog();
    await fillAndSubmit(user, 'Sign In');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText('Successfully signed in')).toBeTruthy();
  });

  it('an account with an authenticator app: the dialog hands over to the code step, not yet signed in', async () => {
    const aal1 = `h.${btoa(JSON.stringify({ aal: 'aal1' }))}.s`;
    const factors = [{ id: 'f1', factor_type: 'totp', status: 'verified' }];
    fake.signInWithPassword.mockResolvedValue({ data: { session: { access_token: aal1, user: userRow({ factors }) }, user: userRow({ factors }) }, error: null });
    const { user } = await openDialog('/pricing');
    await fillAndSubmit(user, 'Sign In');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByText('Welcome back!')).toBeNull();
  });

  it('shows the password rules while a new account types its password, ticking them off', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const rules = screen.getByRole('list', { name: 'Password requirements' });
    expect(rules.textContent).toContain('At least 8 characters (not yet)');
    expect(rules.textContent).toContain('A digit (not yet)');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'longer-pass1');
    expect(rules.textContent).toContain('At least 8 characters (met)');
    expect(rules.textContent).toContain('A digit (met)');
    // Signing in needs no rules.
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByRole('list', { name: 'Password requirements' })).toBeNull();
  });

  it('goes to the redirect target it was opened with', async () => {
    fake.signInWithPassword.mockResolvedValue({ data: { session: {}, user: userRow() }, error: null });
    const { user } = await openDialog('/pricing');
    await fillAndSubmit(user, 'Sign In');
    await waitFor(() => expect(window.location.pathname).toBe('/pricing'));
  });

  it("an unconfirmed email: 'Email not verified' / 'Please check your email and verify your account first'", async () => {
    fake.signInWithPassword.mockResolvedValue({ data: { session: null, user: null }, error: { message: 'Email not confirmed' } });
    const { user } = await openDialog();
    await fillAndSubmit(user, 'Sign In');
    expect(await screen.findByText('Email not verified')).toBeTruthy();
    expect(screen.getByText('Please check your email and verify your account first')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("other errors: 'Error' with the provider's message, or 'Authentication failed'", async () => {
    fake.signInWithPassword.mockResolvedValueOnce({ data: {}, error: { message: 'Invalid login credentials' } });
    const { user } = await openDialog();
    await fillAndSubmit(user, 'Sign In');
    expect(await screen.findByText('Invalid login credentials')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    fake.signInWithPassword.mockResolvedValueOnce({ data: {}, error: { message: '' } });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Authentication failed')).toBeTruthy();
  });

  it("sign-up needing confirmation: fields clear, /verify-email, 'Check your email'", async () => {
    fake.signUp.mockResolvedValue({ data: { session: null, user: userRow() }, error: null });
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await fillAndSubmit(user, 'Create Account');
    await waitFor(() => expect(window.location.pathname).toBe('/verify-email'));
    expect(fake.signUp).toHaveBeenCalledWith({
      email: 'ann@example.com',
      password: 'secret-123',
      options: { emailRedirectTo: `${window.location.origin}/verify-email` },
    });
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(screen.getByText('Please verify your email address to complete registration')).toBeTruthy();
    expect(pendingEmail.get()).toBe('ann@example.com');
  });

  it("sign-up already confirmed (session): 'Account created!' and the redirect target", async () => {
    fake.signUp.mockResolvedValue({
      data: { session: { access_token: 'x' }, user: userRow({ email_confirmed_at: 'now' }) },
      error: null,
    });
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await fillAndSubmit(user, 'Create Account');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Account created!')).toBeTruthy();
  });

  it("any other sign-up outcome: 'Signup completed' / 'Please check your email if verification is required'", async () => {
    fake.signUp.mockResolvedValue({ data: { session: null, user: userRow({ identities: [] }) }, error: null });
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await fillAndSubmit(user, 'Create Account');
    expect(await screen.findByText('Signup completed')).toBeTruthy();
    expect(screen.getByText('Please check your email if verification is required')).toBeTruthy();
  });

  it("Google failure: 'Error' with the message, or 'Google sign in failed'", async () => {
    fake.signInWithOAuth.mockResolvedValue({ data: { url: null }, error: null });
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Google sign in failed')).toBeTruthy();
  });

  it('forgot password sends the reset link to /reset-password', async () => {
    fake.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() =>
      expect(fake.resetPasswordForEmail).toHaveBeenCalledWith('ann@example.com', {
        redirectTo: `${window.location.origin}/reset-password`,
      }),
    );
    expect(await screen.findByText('Check your email')).toBeTruthy();
  });
});
