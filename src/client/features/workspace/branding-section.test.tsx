import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CurrentWorkspace } from '../../../shared/workspaces.js';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { BrandingSection, checkLogoFile } from './branding-section';

type Call = { method: string; url: string; body?: BodyInit | null; type?: string };
let calls: Call[];
let reply: (call: Call) => Response;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const workspace = (over: Partial<CurrentWorkspace> = {}): CurrentWorkspace => ({
  id: 'w1',
  name: 'Northwind',
  role: 'owner',
  isOwn: true,
  canHideMadeWith: false,
  memberships: [],
  branding: { brandName: 'Northwind IT', accent: null, contact: '', logoUrl: null, logoType: null, showMadeWith: true },
  ...over,
});

function renderSection(initial: CurrentWorkspace) {
  // A re-read of the workspace answers what the section last stored (the server's answer to each change).
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, queryFn: ({ queryKey }) => queryClient.getQueryData(queryKey) ?? null }, mutations: { retry: false } },
  });
  queryClient.setQueryData(['/api/workspace'], initial);
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={memoryLocation({ path: '/dashboard' }).hook}>
        <BrandingSection />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}

beforeEach(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  // Radix Switch measures its thumb; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  calls = [];
  reply = () => json(200, workspace());
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url, body: init?.body, type: (init?.headers as Record<string, string> | undefined)?.['content-type'] };
    calls.push(call);
    return reply(call);
  });
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

describe('checkLogoFile', () => {
  it('takes PNG and SVG by type or, without one, by name; refuses others and oversized files', () => {
    expect(checkLogoFile({ name: 'a.png', type: 'image/png', size: 10 })).toEqual({ type: 'image/png' });
    expect(checkLogoFile({ name: 'a.svg', type: '', size: 10 })).toEqual({ type: 'image/svg+xml' });
    expect(checkLogoFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toEqual({ error: 'Choose a PNG or SVG file.' });
    expect(checkLogoFile({ name: 'a.png', type: 'image/png', size: 300 * 1024 })).toEqual({ error: 'The logo is too large: at most 256 KB.' });
  });
});

describe('BrandingSection', () => {
  it('shows nothing to members', () => {
    renderSection(workspace({ role: 'member' }));
    expect(screen.queryByRole('heading', { name: 'Your brand on reports' })).toBeNull();
  });

  it('saves the brand and says so', async () => {
    const user = userEvent.setup();
    renderSection(workspace());
    await user.clear(screen.getByLabelText('Brand name'));
    await user.type(screen.getByLabelText('Brand name'), 'Contoso MSP');
    expect(screen.getByText('Reports say “Prepared by Contoso MSP for Your client”.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Accent colour/), '#0E7C66');
    await user.type(screen.getByLabelText(/Contact line/), 'hi@contoso.example');
    await user.click(screen.getByRole('button', { name: 'Save branding' }));
    await waitFor(() => expect(screen.getByText('Branding saved')).toBeTruthy());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/workspace/branding');
    expect(JSON.parse(String(put.body))).toEqual({ brandName: 'Contoso MSP', accent: '#0e7c66', contact: 'hi@contoso.example', showMadeWith: true });
  });

  it('refuses a bad colour before sending, with a toast', async () => {
    const user = userEvent.setup();
    renderSection(workspace());
    await user.type(screen.getByLabelText(/Accent colour/), 'blue');
    await user.click(screen.getByRole('button', { name: 'Save branding' }));
    expect(await screen.findByText('Branding not saved')).toBeTruthy();
    expect(screen.getByLabelText(/Accent colour/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('uploads a logo, refuses a wrong file with a toast, and shows the server’s refusal', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSection(workspace());
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Choose a PNG or SVG file.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    reply = () => json(200, workspace({ branding: { ...workspace().branding, logoUrl: '/api/logos/abc', logoType: 'image/png' } }));
    await user.upload(input, new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Your logo' }).getAttribute('src')).toBe('/api/logos/abc'));
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', url: '/api/workspace/branding/logo', type: 'image/png' });

    reply = () => json(400, { message: 'The SVG contains a script; logos must be plain drawings without scripts.' });
    await user.upload(input, new File(['<svg><script/></svg>'], 'bad.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(/contains a script/)).toBeTruthy();
  });

  it('keeps "Made with Stackwise" on without the Unlimited plan, and lets Unlimited switch it off', async () => {
    renderSection(workspace());
    const locked = screen.getByRole('switch', { name: /Made with Stackwise/ });
    expect((locked as HTMLButtonElement).disabled).toBe(true);
    expect(locked.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('link', { name: 'Unlimited plan' }).getAttribute('href')).toBe('/pricing');
    cleanup();

    const user = userEvent.setup();
    renderSection(workspace({ canHideMadeWith: true }));
    await user.click(screen.getByRole('switch', { name: /Made with Stackwise/ }));
    await user.click(screen.getByRole('button', { name: 'Save branding' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]!.body)).showMadeWith).toBe(false);
  });
});
