import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Client, ClientPortfolio } from '../../../shared/clients.js';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { getQueryFn } from '../../lib/api';
import { ClientsView } from './clients-page';
import { PortfolioView } from './portfolio-page';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;
let routes: Record<string, Handler>;
const calls: { key: string; body: unknown }[] = [];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const client = (overrides: Partial<Client>): Client => ({
  id: 1,
  name: 'Acme Dental',
  country: 'DE',
  industry: 'healthcare',
  employeeCount: '11-50',
  notes: '',
  projectCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function renderWith(ui: ReactNode, path: string) {
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

beforeEach(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  routes = {};
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[key];
    return handler ? handler(init) : json(404, { message: 'Not found' });
  });
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

const choose = async (user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string, option: string) => {
  await user.click(within(scope).getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('Clients page', () => {
  it('explains clients when there are none, and adds one after checking every field', async () => {
    const user = userEvent.setup();
    let list: Client[] = [];
    routes['GET /api/clients'] = () => json(200, list);
    routes['POST /api/clients'] = (init) => {
      const created = client({ ...(JSON.parse(String(init?.body)) as Partial<Client>), id: 5 });
      list = [created];
      return json(201, created);
    };
    renderWith(<ClientsView />, '/clients');
    expect(await screen.findByText('No clients yet')).toBeTruthy();
    expect(screen.getByText(/Managing IT for other companies\?/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add your first client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a client' });
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));
    // Every missing field says why, is marked invalid, and focus goes to the first.
    const name = within(dialog).getByLabelText('Client name');
    expect(await within(dialog).findByText('Client name is required')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Client name is required');
    await waitFor(() => expect(document.activeElement).toBe(name));
    for (const [label, message] of [
      ['Country', 'Country is required'],
      ['Industry', 'Industry is required'],
      ['Number of Employees', 'Number of employees is required'],
    ] as const) {
      expect(within(dialog).getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    expect(await screen.findByText('Please complete all required fields')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/clients')).toBe(false);

    // Spaces alone are no name either.
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));
    expect(within(dialog).getByText('Client name is required')).toBeTruthy();

    await user.clear(name);
    await user.type(name, ' Acme Dental ');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await choose(user, dialog, 'Country', 'Germany');
    await choose(user, dialog, 'Industry', 'Healthcare');
    await choose(user, dialog, 'Number of Employees', '11-50 employees');
    await user.type(within(dialog).getByLabelText(/Notes/), 'Two practices');
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.key === 'POST /api/clients')?.body).toEqual({ name: 'Acme Dental', country: 'DE', industry: 'healthcare', employeeCount: '11-50', notes: 'Two practices' });
    expect(await screen.findByText('Client added')).toBeTruthy();
    const row = within((await screen.findByRole('heading', { name: 'Acme Dental' })).closest('li') as HTMLElement);
    expect(row.getByText('0 projects')).toBeTruthy();
    expect(row.getByText('Germany')).toBeTruthy();
    expect(row.getByRole('link', { name: 'Acme Dental' }).getAttribute('href')).toBe('/clients/5');
  });

  it("shows the server's refusal of a duplicate name under the field and in a toast", async () => {
    const user = userEvent.setup();
    const existing = client({ id: 2, name: 'Bolt Retail', projectCount: 3 });
    routes['GET /api/clients'] = () => json(200, [client({ projectCount: 1 }), existing]);
    routes['PUT /api/clients/2'] = () => json(409, { message: 'A client named "Acme Dental" already exists in this workspace', code: 'client_name_taken' });
    renderWith(<ClientsView />, '/clients');
    // Counts per client.
    expect(within((await screen.findByRole('heading', { name: 'Acme Dental' })).closest('li') as HTMLElement).getByText('1 project')).toBeTruthy();
    expect(within(screen.getByRole('heading', { name: 'Bolt Retail' }).closest('li') as HTMLElement).getByText('3 projects')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit client Bolt Retail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit client' });
    const name = within(dialog).getByLabelText('Client name') as HTMLInputElement;
    expect(name.value).toBe('Bolt Retail');
    await user.clear(name);
    await user.type(name, 'Acme Dental');
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    const message = 'A client named "Acme Dental" already exists in this workspace';
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // …and in the toast (outside the dialog, so hidden from the role queries while it is open).
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Edit client' })).toBeTruthy();
  });

  it('deletes a client only after a confirmation that says its projects stay', async () => {
    const user = userEvent.setup();
    let list = [client({ id: 3, name: 'Old Client', projectCount: 2 })];
    routes['GET /api/clients'] = () => json(200, list);
    routes['DELETE /api/clients/3'] = () => {
      list = [];
      return json(200, { message: 'Client deleted. Its projects are kept, now without a client.' });
    };
    renderWith(<ClientsView />, '/clients');
    await user.click(await screen.findByRole('button', { name: 'Delete client Old Client' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Old Client?' });
    expect(within(confirm).getByText(/Its 2 projects are kept/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.key === 'DELETE /api/clients/3')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete client Old Client' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete client' }));
    expect(await screen.findByText('Client deleted')).toBeTruthy();
    expect(await screen.findByText('No clients yet')).toBeTruthy();
  });
});

describe('Portfolio page', () => {
  it("shows the client, its notes, the stack by category with review dates, and its projects", async () => {
    const user = userEvent.setup();
    const portfolio: ClientPortfolio = {
      client: client({ id: 4, notes: 'Contract renews in March.', projectCount: 2 }),
      projects: [
        { id: 20, name: 'Front desk phones', softwareCategory: 'telephony', status: 'in_progress', createdAt: '2026-11-01T00:00:00.000Z', completedAt: null, topRecommendation: null, decision: null },
        {
          id: 21,
          name: 'Patient CRM',
          softwareCategory: 'crm',
          status: 'completed',
          createdAt: '2026-10-01T00:00:00.000Z',
          completedAt: '2026-10-02T00:00:00.000Z',
          topRecommendation: { productId: 'hubspot', name: 'HubSpot', matchScore: 88 },
          decision: { productId: 'pipedrive', productName: 'Pipedrive', reviewDate: '2027-02-01', reviewDue: false },
        },
      ],
      chosen: [{ productId: 'pipedrive', name: 'Pipedrive', softwareCategory: 'crm', projectId: 21, reviewDate: '2027-02-01', reviewDue: false }],
      nextReview: { projectId: 21, productName: 'Pipedrive', reviewDate: '2027-02-01' },
    };
    routes['GET /api/clients/4/portfolio'] = () => json(200, portfolio);
    routes['GET /api/user/project-eligibility'] = () => json(200, { canCreateProject: true, hasSubscription: false, credits: 1 });
    const location = renderWith(<PortfolioView clientId="4" />, '/clients/4');

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Dental' })).toBeTruthy();
    expect(screen.getByText('Contract renews in March.')).toBeTruthy();
    expect(screen.getByTestId('next-review').textContent).toBe('Next review: Feb 1, 2027 — Pipedrive');
    const stack = screen.getByRole('heading', { name: 'Stack' }).closest('div.rounded-\\[var\\(--radius-card\\)\\]') as HTMLElement;
    expect(within(stack).getByText('CRM')).toBeTruthy();
    expect(within(stack).getByRole('link', { name: 'Pipedrive' }).getAttribute('href')).toBe('/results/21');
    expect(within(stack).getByText('Review Feb 1, 2027')).toBeTruthy();

    const projects = screen.getByRole('list', { name: 'Projects for Acme Dental' });
    const crm = within(within(projects).getByRole('heading', { name: 'Patient CRM' }).closest('li') as HTMLElement);
    expect(crm.getByText('Completed')).toBeTruthy();
    expect(crm.getByText('HubSpot (88% match)')).toBeTruthy();
    expect(crm.getByText('Pipedrive')).toBeTruthy();
    const phones = within(within(projects).getByRole('heading', { name: 'Front desk phones' }).closest('li') as HTMLElement);
    expect(phones.getByText('In Progress')).toBeTruthy();
    expect(phones.getByText('Not recorded')).toBeTruthy();
    expect(phones.getByRole('link', { name: 'Front desk phones' }).getAttribute('href')).toBe('/questionnaire/20');

    await user.click(screen.getByRole('button', { name: 'New project for this client' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/project-wizard?client=4'));
  });

  it("says so when the client is not in the workspace", async () => {
    routes['GET /api/clients/99/portfolio'] = () => json(404, { message: 'Client not found' });
    renderWith(<PortfolioView clientId="99" />, '/clients/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Client not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clients' }).getAttribute('href')).toBe('/clients');
  });
});
