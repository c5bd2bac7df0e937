// /checkout and /subscribe in test mode, with the API answered at the network edge (fetch):
// every state and toast of spec sections 2, 7 and 8.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { getQueryFn } from '../../lib/api';
import { AuthContext, type AuthState } from '../auth/use-auth';
import CheckoutPage from './checkout-page';
import SubscribePage from './subscribe-page';
import { workspaceFixture } from '../workspace/workspace-fixture';
import { PAYMENT_REDIRECT_DELAY_MS } from '../../../shared/payments.js';

type Handler = (body: unknown) => Response | Promise<Response>;
let routes: Record<string, Handler>;
let calls: { key: string; body: unknown }[];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const testUser = { id: 'u1', email: 'a@example.com', name: 'A', emailConfirmed: true, provider: 'email' };
const signedIn: AuthState = {
  user: testUser,
  loading: false,
  mfaRequired: false,
  openSignIn: () => {},
  signOut: async () => {},
};

function renderAt(path: string, page: ReactNode, auth: AuthState = signedIn) {
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <Router hook={location.hook}>{page}</Router>
      </AuthContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

async function fillCard(number: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
  return user;
}

beforeEach(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  routes = { 'GET /api/workspace': () => json(200, workspaceFixture('owner', 'My workspace')) };
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body });
    const handler = routes[key];
    return handler ? handler(body) : json(404, { message: 'Not found' });
  });
});
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

const intent = { clientSecret: 'pi_test_1_secret_x', paymentIntentId: 'pi_test_1', amount: 700, currency: 'usd' };

describe('/checkout', () => {
  it('shows a spinner until the client secret arrives, then the spec’s title, description and test-mode notice', async () => {
    let release!: () => void;
    routes['POST /api/create-payment-intent'] = () => new Promise((r) => (release = () => r(json(200, intent))));
    renderAt('/checkout', <CheckoutPage />);
    expect(await screen.findByText('Preparing your payment…')).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'Complete Your Purchase' })).toBeTruthy();
    expect(screen.getByText('One-time project: $7.00')).toBeTruthy();
    expect(screen.getByText('Test mode — no real charge')).toBeTruthy();
    expect(calls.filter((c) => c.key !== 'GET /api/workspace')[0]).toEqual({ key: 'POST /api/create-payment-intent', body: { amount: 7 } });
  });

  it('pays: Processing... while paying, then Payment Successful and /project-wizard after a second', async () => {
    routes['POST /api/create-payment-intent'] = () => json(200, intent);
    let pay!: () => void;
    routes['POST /api/test-mode/confirm-payment'] = () => new Promise((r) => (pay = () => r(json(200, { status: 'succeeded', paymentIntentId: 'pi_test_1' }))));
    routes['POST /api/payment-success'] = () => json(200, { credited: 1, eligibility: { canCreateProject: true, hasSubscription: false, credits: 1 } });
    const location = renderAt('/checkout', <CheckoutPage />);
    const user = await fillCard('4242424242424242');
    // The redirect's delay is asserted as scheduled, not timed: a busy machine can take longer than
    // the delay to show the success screen, and the redirect may already have happened by then.
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await user.click(screen.getByRole('button', { name: 'Pay $7.00' }));
    const button = await screen.findByRole('button', { name: 'Processing...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    pay();
    expect(await screen.findByText('Payment Successful')).toBeTruthy();
    expect(screen.getByText("Let's create your first project!")).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/payment-success')?.body).toEqual({ type: 'credit', paymentIntentId: 'pi_test_1' });
    expect(calls.find((c) => c.key === 'POST /api/test-mode/confirm-payment')?.body).toEqual({
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(timers).toHaveBeenCalledWith(expect.any(Function), PAYMENT_REDIRECT_DELAY_MS);
    timers.mockRestore();
    await waitFor(() => expect(location.history.at(-1)).toBe('/project-wizard'));
  });

  it('a declined card shows Payment Failed with the provider’s words and lets the user try again', async () => {
    routes['POST /api/create-payment-intent'] = () => json(200, intent);
    routes['POST /api/test-mode/confirm-payment'] = () => json(402, { message: 'Your card was declined.', code: 'card_declined' });
    renderAt('/checkout', <CheckoutPage />);
    const user = await fillCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $7.00' }));
    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect(((await screen.findByRole('button', { name: 'Pay $7.00' })) as HTMLButtonElement).disabled).toBe(false);
    expect(calls.some((c) => c.key === 'POST /api/payment-success')).toBe(false);
  });

  it('incomplete card details are shown beside their fields, with no toast, before anything is sent', async () => {
    routes['POST /api/create-payment-intent'] = () => json(200, intent);
    renderAt('/checkout', <CheckoutPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number'), '4242');
    await user.click(screen.getByRole('button', { name: 'Pay $7.00' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
    expect(screen.queryByText('Payment Failed')).toBeNull();
    expect(((await screen.findByRole('button', { name: 'Pay $7.00' })) as HTMLButtonElement).disabled).toBe(false);
    expect(calls.some((c) => c.key.includes('confirm-payment'))).toBe(false);
  });

  it('an empty card form shows every field error inline and no toast', async () => {
    routes['POST /api/create-payment-intent'] = () => json(200, intent);
    renderAt('/checkout', <CheckoutPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $7.00' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
    expect(screen.queryByText('Payment Failed')).toBeNull();
  });

  it('a failed initialisation toasts Failed to initialize payment and goes back to /pricing', async () => {
    routes['POST /api/create-payment-intent'] = () => json(502, { message: 'down' });
    const location = renderAt('/checkout', <CheckoutPage />);
    expect(await screen.findByText('Failed to initialize payment')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/pricing'));
  });

  it('signed out: goes to / without asking for a payment', async () => {
    const location = renderAt('/checkout', <CheckoutPage />, { ...signedIn, user: null });
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(calls).toEqual([]);
  });
});

const setup = { clientSecret: 'seti_test_1_secret_x', setupIntentId: 'seti_test_1', customerId: 'cus_test_1', priceId: 'price_test_unlimited_monthly' };

describe('/subscribe', () => {
  it('saves the card, completes the subscription, then Subscription Successful and /project-wizard', async () => {
    routes['POST /api/create-subscription'] = () => json(200, setup);
    routes['POST /api/test-mode/confirm-setup'] = () => json(200, { status: 'succeeded', setupIntentId: 'seti_test_1' });
    routes['POST /api/complete-subscription'] = () => json(200, { subscriptionId: 'sub_1', status: 'active' });
    routes['POST /api/payment-success'] = () => json(200, { credited: 0 });
    const location = renderAt('/subscribe', <SubscribePage />);
    expect(await screen.findByRole('heading', { name: 'Subscribe to Unlimited Access' })).toBeTruthy();
    expect(screen.getByText('Monthly subscription: $49.00/month')).toBeTruthy();
    const user = await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Subscribe for $49.00/month' }));
    expect(await screen.findByText('Subscription Successful')).toBeTruthy();
    expect(screen.getByText("Welcome to unlimited access! Let's create your first project!")).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/complete-subscription')?.body).toEqual({ setupIntentId: 'seti_test_1', customerId: 'cus_test_1', priceId: setup.priceId });
    expect(calls.find((c) => c.key === 'POST /api/payment-success')?.body).toEqual({ type: 'subscription' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/project-wizard'));
  });

  it('a declined card shows Payment Method Setup Failed', async () => {
    routes['POST /api/create-subscription'] = () => json(200, setup);
    routes['POST /api/test-mode/confirm-setup'] = () => json(402, { message: 'Your card was declined.' });
    renderAt('/subscribe', <SubscribePage />);
    const user = await fillCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Subscribe for $49.00/month' }));
    expect(await screen.findByText('Payment Method Setup Failed')).toBeTruthy();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
  });

  it('a refused subscription shows Subscription Failed with the server’s message, or the fallback', async () => {
    routes['POST /api/create-subscription'] = () => json(200, setup);
    routes['POST /api/test-mode/confirm-setup'] = () => json(200, { status: 'succeeded', setupIntentId: 'seti_test_1' });
    routes['POST /api/complete-subscription'] = () => json(402, { message: 'Your card has insufficient funds.' });
    renderAt('/subscribe', <SubscribePage />);
    let user = await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Subscribe for $49.00/month' }));
    expect(await screen.findByText('Subscription Failed')).toBeTruthy();
    expect(screen.getByText('Your card has insufficient funds.')).toBeTruthy();
    // A fresh setup is prepared for the next attempt.
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/create-subscription')).toHaveLength(2));

    act(() => dismissToast());
    routes['POST /api/complete-subscription'] = () => new Response('not json', { status: 500 });
    user = await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Subscribe for $49.00/month' }));
    expect(await screen.findByText('Failed to create subscription')).toBeTruthy();
  });

  it('a setup answer without a client secret toasts Failed to initialize payment setup and goes to /pricing', async () => {
    routes['POST /api/create-subscription'] = () => json(200, { customerId: 'cus_1', priceId: 'p' });
    const location = renderAt('/subscribe', <SubscribePage />);
    expect(await screen.findByText('Failed to initialize payment setup')).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/pricing'));
  });

  it('a network failure toasts Failed to initialize subscription and offers a retry', async () => {
    routes['POST /api/create-subscription'] = () => {
      throw new TypeError('Failed to fetch');
    };
    renderAt('/subscribe', <SubscribePage />);
    expect(await screen.findAllByText('Failed to initialize subscription')).toHaveLength(2); // toast + inline
    routes['POST /api/create-subscription'] = () => json(200, setup);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
  });

  it('an active subscriber is sent to the dashboard', async () => {
    routes['POST /api/create-subscription'] = () => json(409, { message: 'You already have an active Unlimited Access plan.', code: 'already_subscribed' });
    const location = renderAt('/subscribe', <SubscribePage />);
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
  });
});

describe('members of a workspace', () => {
  it('are not offered buying on /checkout or /subscribe: the owners manage billing', async () => {
    routes['GET /api/workspace'] = () => json(200, workspaceFixture('member'));
    for (const [path, page] of [['/checkout', <CheckoutPage key="c" />], ['/subscribe', <SubscribePage key="s" />]] as const) {
      renderAt(path, page);
      expect((await screen.findByTestId('billing-owners-note')).textContent).toMatch(/^Billing is managed by the owners of Acme IT\./);
      expect(screen.queryByLabelText('Card number')).toBeNull();
      cleanup();
    }
    expect(calls.map((c) => c.key).filter((k) => k.startsWith('POST'))).toEqual([]);
  });
});
