import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthContext, type AuthState } from '../auth/use-auth';
import type { Eligibility } from '../../../shared/projects.js';
import PricingPage from './pricing-page';

afterEach(cleanup);

function renderPricing(user: AuthState['user'], eligibility?: Eligibility) {
  const location = memoryLocation({ path: '/pricing', record: true });
  const auth: AuthState = { user, loading: false, mfaRequired: false, openSignIn: vi.fn(), signOut: vi.fn(async () => {}) };
  // The eligibility the server would answer; without one the query never settles (still loading).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, queryFn: () => new Promise(() => {}) } } });
  if (eligibility) queryClient.setQueryData(['/api/user/project-eligibility'], eligibility);
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <Router hook={location.hook}>
          <PricingPage />
        </Router>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { auth, location };
}

describe('PricingPage', () => {
  it('shows the two plans of the spec, the monthly one marked Most Popular', () => {
    renderPricing(null);
    const [oneTime, unlimited] = screen.getAllByRole('article');
    expect(within(oneTime!).getByRole('heading', { name: 'One-Time Project' })).toBeTruthy();
    expect(oneTime!.textContent).toContain('$7');
    expect(oneTime!.textContent).toContain('per project');
    expect(oneTime!.textContent).not.toContain('Most Popular');
    expect(within(unlimited!).getByRole('heading', { name: 'Unlimited Access' })).toBeTruthy();
    expect(unlimited!.textContent).toContain('$49');
    expect(unlimited!.textContent).toContain('per month');
    expect(unlimited!.textContent).toContain('Most Popular');
  });

  it('signed out: choosing a plan opens the sign-in dialog with that plan as the redirect', async () => {
    const { auth, location } = renderPricing(null);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Buy One Project' }));
    expect(auth.openSignIn).toHaveBeenLastCalledWith('/checkout');
    await user.click(screen.getByRole('button', { name: 'Get Unlimited Access' }));
    expect(auth.openSignIn).toHaveBeenLastCalledWith('/subscribe');
    expect(location.history).toEqual(['/pricing']);
  });

  it('signed in: one-time goes to /checkout and the subscription to /subscribe', async () => {
    const { auth, location } = renderPricing({ id: 'u1', email: 'ann@example.com', name: 'Ann', emailConfirmed: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Buy One Project' }));
    expect(location.history?.at(-1)).toBe('/checkout');
    await user.click(screen.getByRole('button', { name: 'Get Unlimited Access' }));
    expect(location.history?.at(-1)).toBe('/subscribe');
    expect(auth.openSignIn).not.toHaveBeenCalled();
  });

  it('a subscriber sees Current plan and is not offered a credit they cannot use', () => {
    renderPricing({ id: 'u1', email: 'sub@example.com' } as AuthState['user'], { canCreateProject: true, hasSubscription: true, credits: 0 });
    const [oneTime, unlimited] = screen.getAllByRole('article');
    const current = within(unlimited!).getByRole('button', { name: 'Current plan' }) as HTMLButtonElement;
    expect(current.disabled).toBe(true);
    expect(unlimited!.textContent).toContain('every new project is included');
    const included = within(oneTime!).getByRole('button', { name: 'Included in your plan' }) as HTMLButtonElement;
    expect(included.disabled).toBe(true);
    expect(within(oneTime!).queryByRole('button', { name: 'Buy One Project' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get Unlimited Access' })).toBeNull();
  });

  it('a signed-in visitor without a plan can still buy either', () => {
    renderPricing({ id: 'u2', email: 'c@example.com' } as AuthState['user'], { canCreateProject: true, hasSubscription: false, credits: 1 });
    expect(screen.getByRole('button', { name: 'Buy One Project' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get Unlimited Access' })).toBeTruthy();
  });
});
