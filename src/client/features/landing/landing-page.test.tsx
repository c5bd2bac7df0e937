import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthContext, type AuthState } from '../auth/use-auth';
import LandingPage from './landing-page';
import { marketingFigures } from './marketing-figures';

afterEach(cleanup);

function renderLanding(user: AuthState['user']) {
  const location = memoryLocation({ path: '/', record: true });
  const auth: AuthState = { user, loading: false, mfaRequired: false, openSignIn: vi.fn(), signOut: vi.fn(async () => {}) };
  render(
    <AuthContext.Provider value={auth}>
      <Router hook={location.hook}>
        <LandingPage />
      </Router>
    </AuthContext.Provider>,
  );
  return { auth, location };
}

describe('LandingPage', () => {
  it('signed out: Start Your Project opens the sign-in dialog', async () => {
    const { auth } = renderLanding(null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start Your Project' }));
    expect(auth.openSignIn).toHaveBeenCalledWith();
  });

  it('signed in: Go to Dashboard', async () => {
    const { location } = renderLanding({ id: 'u1', email: 'ann@example.com', name: 'Ann', emailConfirmed: true });
    expect(screen.queryByRole('button', { name: 'Start Your Project' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(location.history?.at(-1)).toBe('/dashboard');
  });

  it('Learn How It Works scrolls to the features section', async () => {
    renderLanding(null);
    const features = document.getElementById('features')!;
    const scroll = vi.fn();
    features.scrollIntoView = scroll;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Learn How It Works' }));
    expect(scroll).toHaveBeenCalled();
    expect(document.activeElement).toBe(features);
  });

  it('shows the problem, statistics, features, partnership and closing sections with the configured figures', () => {
    renderLanding(null);
    for (const name of [
      'Choosing software should not be a gamble',
      'Better decisions, measurable results',
      'From requirements to a shortlist in three steps',
      'A partner from shortlist to go-live',
      'Ready to find the right software?',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    const f = marketingFigures.landing;
    for (const figure of [f.implementationSuccess, f.averageSavings, f.fasterTimeToValue, f.projects])
      expect(screen.getByText(figure)).toBeTruthy();
    expect(screen.getByText(f.smbsStruggling)).toBeTruthy();
  });
});
