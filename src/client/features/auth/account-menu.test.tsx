import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './account-menu';
import { AuthContext, type AuthState } from './use-auth';

afterEach(cleanup);

function renderMenu(signOut: AuthState['signOut']) {
  const value: AuthState = {
    user: { id: 'u1', email: 'ann@example.com', name: 'Ann', emailConfirmed: true },
    loading: false,
    mfaRequired: false,
    openSignIn: () => {},
    signOut,
  };
  render(
    <AuthContext.Provider value={value}>
      <AccountMenu />
    </AuthContext.Provider>,
  );
}

describe('AccountMenu', () => {
  it('offers account security and signing out of every device, and no second "Sign Out"', async () => {
    const signOut = vi.fn(async () => {});
    renderMenu(signOut);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Account menu for Ann' }));
    expect(await screen.findByRole('menuitem', { name: 'Account security' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Sign Out' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Sign out of all devices' }));
    expect(signOut).toHaveBeenCalledWith({ scope: 'global' });
    await user.click(screen.getByRole('button', { name: 'Account menu for Ann' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Account security' }));
    expect(window.location.pathname).toBe('/account/security');
  });
});
