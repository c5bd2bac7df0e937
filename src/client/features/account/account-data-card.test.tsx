import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { AuthContext, type AuthState } from '../auth/use-auth';
import { AccountDataCard } from './account-data-card';

type Call = { method: string; url: string; body?: string };
let calls: Call[];
let reply: (call: Call) => Response;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function renderCard(signOut = vi.fn(async () => {})) {
  const location = memoryLocation({ path: '/dashboard', record: true });
  const auth: AuthState = { user: { id: 'u1', email: 'ada@example.com', name: 'Ada', emailConfirmed: true }, loading: false, mfaRequired: false, openSignIn: () => {}, signOut };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <AuthContext.Provider value={auth}>
        <Router hook={location.hook}>
          <AccountDataCard />
        </Router>
      </AuthContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { location, signOut };
}

beforeEach(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  calls = [];
  reply = () => json(404, { message: 'Not found' });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url, body: typeof init?.body === 'string' ? init.body : undefined };
    calls.push(call);
    return reply(call);
  });
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Your data', () => {
  it('downloads the export as a dated JSON file', async () => {
    reply = () => json(200, { format: 'stackwise-account-export/1', exportedAt: '2026-11-21T10:00:00.000Z', projects: [] });
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), 'blob:export'), revokeObjectURL: () => {} }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toEqual(['stackwise-account-2026-11-21.json']));
    expect(calls).toEqual([{ method: 'GET', url: '/api/account/export', body: undefined }]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(JSON.parse(text)).toMatchObject({ format: 'stackwise-account-export/1' });
    expect(await screen.findByText('Your data has been downloaded as a JSON file.')).toBeTruthy();
  });

  it('deletes only after DELETE is typed, then signs out and goes home', async () => {
    reply = () => json(200, { message: 'Your account and personal data have been deleted.' });
    const { location, signOut } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = () => screen.getAllByRole('button', { name: 'Delete my account' }).find((b) => dialog.contains(b))!;
    expect(confirm()).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm()).toHaveProperty('disabled', true);
    await userEvent.clear(screen.getByLabelText('Type DELETE to confirm'));
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(confirm());
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'DELETE', url: '/api/account', body: JSON.stringify({ confirm: 'DELETE' }) }]);
    await waitFor(() => expect(location.history!.at(-1)).toBe('/'));
    expect(await screen.findByText('Your account and personal data have been deleted.')).toBeTruthy();
  });

  it('shows why the server refused (a subscription still billing) and keeps the account', async () => {
    const message = 'Please cancel your Unlimited Access subscription before deleting your account, so that you are not charged again.';
    reply = () => json(409, { message, code: 'subscription_active' });
    const { signOut } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).find((b) => dialog.contains(b))!);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(signOut).not.toHaveBeenCalled();
  });
});
