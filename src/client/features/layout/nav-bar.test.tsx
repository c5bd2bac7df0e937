import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthContext, type AuthState } from '../auth/use-auth';
import { NavBar } from './nav-bar';

afterEach(cleanup);

function renderNav(auth: Partial<AuthState>, path = '/pricing') {
  const location = memoryLocation({ path, record: true });
  const value: AuthState = { user: null, loading: false, mfaRequired: false, openSignIn: vi.fn(), signOut: vi.fn(async () => {}), ...auth };
  render(
    <AuthContext.Provider value={value}>
      <Router hook={location.hook}>
        <NavBar />
      </Router>
    </AuthContext.Provider>,
  );
  return { value, location };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('NavBar', () => {
  it('signed out: Features, Pricing, Pro Services, Sign In and Get Started; both buttons open the sign-in dialog', async () => {
    const { value } = renderNav({});
    const nav = mainNav();
    expect(within(nav).getByRole('button', { name: 'Features' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Pro Services' }).getAttribute('href')).toBe('/pro');
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Sign In' }));
    await user.click(within(nav).getByRole('button', { name: 'Get Started' }));
    expect(value.openSignIn).toHaveBeenCalledTimes(2);
    expect(within(nav).queryByRole('link', { name: 'Projects' })).toBeNull();
  });

  it('Features from another page goes to /#features', async () => {
    const { location } = renderNav({}, '/pricing');
    await userEvent.setup().click(within(mainNav()).getByRole('button', { name: 'Features' }));
    expect(location.history?.at(-1)).toBe('/#features');
  });

  it('signed in: Projects, the name (or email) and Sign Out', async () => {
    const { value } = renderNav({ user: { id: 'u1', email: 'ann@example.com', name: null, emailConfirmed: true } });
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/dashboard');
    expect(await within(nav).findByText('ann@example.com')).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Sign In' })).toBeNull();
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Sign Out' }));
    expect(value.signOut).toHaveBeenCalled();
  });

  it('shows neither set of links while the session is loading', () => {
    renderNav({ loading: true });
    expect(within(mainNav()).queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(within(mainNav()).queryByRole('link', { name: 'Projects' })).toBeNull();
  });

  it('the mobile menu opens, closes with Escape and returns focus to its button', async () => {
    renderNav({});
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Pro Services' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('the mobile menu closes when a link is followed', async () => {
    const { location } = renderNav({}, '/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Pricing' }));
    expect(location.history?.at(-1)).toBe('/pricing');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });
});
