import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { getQueryFn } from '../../lib/api';
import { ProjectWizard } from './project-wizard';
import { saveDraft } from './wizard-draft';
import type { WizardValues } from './wizard-form';
import { clickToastAction } from '../../test-kit/toast-action';

const USER = 'user-1';
const stepOne = { name: 'New CRM', country: 'US', industry: 'retail', employeeCount: '11-50' };
const complete: WizardValues = {
  clientId: '',
  ...stepOne,
  softwareCategory: 'crm',
  affectedTeams: ['Sales'],
  businessNeeds: 'Track leads.',
};

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;
let routes: Record<string, Handler>;
const requests: { url: string; init?: RequestInit }[] = [];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function renderWizard(path = '/project-wizard') {
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        <ProjectWizard userId={USER} />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

beforeEach(() => {
  sessionStorage.clear();
  requests.length = 0;
  routes = {
    'GET /api/user/project-eligibility': () => json(200, { canCreateProject: true, hasSubscription: false, credits: 1 }),
  };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push({ url, init });
    const handler = routes[`${init?.method ?? 'GET'} ${url}`];
    return handler ? handler(init) : json(404, { message: 'Not found' });
  });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // Radix measures checkboxes and captures the pointer on selects; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

// userEvent on a busy CI machine can pass the 5 s default; these tests assert no timing.
describe('ProjectWizard', () => {
  it('highlights every missing field of step 1, explains it and raises the toast', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: /Next Step/ }));

    expect(await screen.findByText('Please complete all required fields')).toBeTruthy();
    const name = screen.getByLabelText('Project Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Project name is required');
    expect(document.activeElement).toBe(name);
    for (const label of ['Country', 'Industry', 'Number of Employees']) {
      const control = screen.getByLabelText(label);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(control.getAttribute('aria-describedby')).toBeTruthy();
    }
    // Still on step 1.
    expect(screen.getByRole('heading', { name: 'Project Details' })).toBeTruthy();

    // Fixing a field clears its highlight only.
    await user.type(name, 'CRM');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Country').getAttribute('aria-invalid')).toBe('true');
  });

  it("starts from an earlier project's details in the category asked for (?from=<id>&category=<category>), over a draft", async () => {
    const user = userEvent.setup();
    saveDraft(USER, { step: 2, values: complete });
    routes['GET /api/projects/42'] = () =>
      json(200, { id: 42, clientId: null, name: 'Northside Heating', country: 'US', industry: 'other', employeeCount: '11-50', softwareCategory: 'crm', affectedTeams: ['Operations'], businessNeeds: 'Work orders and dispatch for 8 technicians.', status: 'completed' });
    renderWizard('/project-wizard?from=42&category=other');
    await waitFor(() => expect((screen.getByLabelText('Project Name') as HTMLInputElement).value).toBe('Northside Heating'));
    expect(screen.getByRole('heading', { name: 'Project Details' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Next Step/ }));
    expect(await screen.findByRole('heading', { name: 'Business Requirements' })).toBeTruthy();
    expect(screen.getByLabelText('Software Category').textContent).toBe('Other');
    expect((screen.getByLabelText(/Business Needs/) as HTMLTextAreaElement).value).toBe('Work orders and dispatch for 8 technicians.');
  });

  it('keeps the draft when the project to start from cannot be read', async () => {
    saveDraft(USER, { step: 1, values: complete });
    renderWizard('/project-wizard?from=999&category=other');
    await waitFor(() => expect(requests.some((r) => r.url === '/api/projects/999')).toBe(true));
    expect((screen.getByLabelText('Project Name') as HTMLInputElement).value).toBe('New CRM');
  });

  it('checks step 2 and keeps every value when going back and forth', async () => {
    const user = userEvent.setup();
    saveDraft(USER, { step: 1, values: { ...complete, ...stepOne, softwareCategory: 'crm', affectedTeams: [], businessNeeds: '' } });
    renderWizard();
    await user.click(screen.getByRole('button', { name: /Next Step/ }));
    expect(await screen.findByRole('heading', { name: 'Business Requirements' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Next Step/ }));
    expect(await screen.findByText('Please complete all required fields')).toBeTruthy();
    expect(screen.getByText('Select at least one team')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Sales' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Business Needs').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Business Needs').getAttribute('rows')).toBe('4');

    await user.click(screen.getByRole('checkbox', { name: 'Marketing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sales' }));
    await user.type(screen.getByLabelText('Business Needs'), 'Shared pipeline');
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect((screen.getByLabelText('Project Name') as HTMLInputElement).value).toBe('New CRM');
    await user.click(screen.getByRole('button', { name: /Next Step/ }));
    expect((screen.getByLabelText('Business Needs') as HTMLTextAreaElement).value).toBe('Shared pipeline');
    expect(screen.getByRole('checkbox', { name: 'Sales' }).getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('button', { name: /Next Step/ }));
    expect(await screen.findByRole('heading', { name: 'Review Project Details' })).toBeTruthy();
    expect(screen.getByText('What happens next?')).toBeTruthy();
    expect(screen.getByText(/5-10 minutes/)).toBeTruthy();
    // Teams keep the spec's order.
    const teamsShown = screen.getByText('Teams/Departments Affected').nextElementSibling;
    expect([...(teamsShown?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual(['Sales', 'Marketing']);
  });

  it('creates the project, says so and opens the loading screen', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    routes['POST /api/projects'] = async () => {
      await new Promise<void>((r) => (release = r));
      return json(201, { ...complete, id: 42, status: 'created' });
    };
    saveDraft(USER, { step: 3, values: complete });
    const location = renderWizard();

    await user.click(await screen.findByRole('button', { name: 'Create Project' }));
    expect(await screen.findByRole('button', { name: /Creating\.\.\./ })).toHaveProperty('disabled', true);
    release();

    expect(await screen.findByText('Success!')).toBeTruthy();
    expect(screen.getByText('Project created successfully. Generating your personalized questions...')).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/project-loading/42'));
    const post = requests.find((r) => r.init?.method === 'POST');
    // No client chosen: the project is the workspace's own (issue 19).
    const { clientId: _none, ...fields } = complete;
    expect(JSON.parse(String(post?.init?.body))).toEqual({ ...fields, clientId: null });
    expect(sessionStorage.length).toBe(0);
  });

  it('reopens a saved draft on its first incomplete step', async () => {
    saveDraft(USER, { step: 3, values: { ...complete, businessNeeds: '' } });
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Business Requirements' })).toBeTruthy();
  });

  it('shows the blocked-creation toast when the server asks for payment', async () => {
    const user = userEvent.setup();
    routes['POST /api/projects'] = () => json(402, { message: 'You need to purchase project credits or upgrade to unlimited plan', code: 'payment_required' });
    saveDraft(USER, { step: 3, values: complete });
    const location = renderWizard();
    await screen.findByRole('heading', { name: 'Review Project Details' });
    routes['GET /api/user/project-eligibility'] = () => json(200, { canCreateProject: false, hasSubscription: false, credits: 0 });

    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    // The toast's action (the page's warning also appears, as a link).
    await clickToastAction(user, 'Get Credits');
    expect(location.history.at(-1)).toBe('/pricing');
  });

  it("shows the server's message, or the fallback, when creation fails", async () => {
    const user = userEvent.setup();
    routes['POST /api/projects'] = () => json(400, { message: 'Country is required' });
    saveDraft(USER, { step: 3, values: complete });
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Country is required')).toBeTruthy();

    routes['POST /api/projects'] = () => new Response('oops', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Failed to create project')).toBeTruthy();
  });

  it('warns up front when the account cannot create a project', async () => {
    routes['GET /api/user/project-eligibility'] = () => json(200, { canCreateProject: false, hasSubscription: false, credits: 0 });
    renderWizard();
    expect(await screen.findByText('No Credits Available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Credits' }).getAttribute('href')).toBe('/pricing');
  });
});

describe('ProjectWizard: for which client? (issue 19)', () => {
  const clients = [
    { id: 7, name: 'Acme Dental', country: 'DE', industry: 'healthcare', employeeCount: '51-200', notes: '', projectCount: 1, createdAt: '', updatedAt: '' },
    { id: 9, name: 'Bolt Retail', country: 'CA', industry: 'retail', employeeCount: '1-10', notes: '', projectCount: 0, createdAt: '', updatedAt: '' },
  ];
  const value = (label: string) => screen.getByLabelText(label).textContent;
  const choose = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string, within_: HTMLElement = document.body) => {
    await user.click(within(within_).getByLabelText(label));
    await user.click(await screen.findByRole('option', { name: option }));
  };

  beforeEach(() => {
    routes['GET /api/clients'] = () => json(200, clients);
  });

  it('prefills country, industry and size from the chosen client, keeps them editable, and sends clientId', async () => {
    const user = userEvent.setup();
    routes['POST /api/projects'] = () => json(201, { id: 43, status: 'created' });
    const location = renderWizard();
    await waitFor(() => expect(value('For which client?')).toBe('No client (my own company)'));

    await choose(user, 'For which client?', 'Acme Dental');
    expect(value('For which client?')).toBe('Acme Dental');
    expect(value('Country')).toBe('Germany');
    expect(value('Industry')).toBe('Healthcare');
    expect(value('Number of Employees')).toBe('51-200 employees');
    // Still the person's to change.
    await choose(user, 'Country', 'France');
    expect(value('Country')).toBe('France');
    expect(value('Industry')).toBe('Healthcare');

    await user.type(screen.getByLabelText('Project Name'), 'Practice phones');
    await user.click(screen.getByRole('button', { name: /Next Step/ }));
    await screen.findByRole('heading', { name: 'Business Requirements' });
    await choose(user, 'Software Category', 'Telephony');
    await user.click(screen.getByRole('checkbox', { name: 'Sales' }));
    await user.type(screen.getByLabelText('Business Needs'), 'Call routing');
    await user.click(screen.getByRole('button', { name: /Next Step/ }));
    await screen.findByRole('heading', { name: 'Review Project Details' });
    expect(screen.getByText('Client').nextElementSibling?.textContent).toBe('Acme Dental');

    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/project-loading/43'));
    const post = requests.find((r) => r.init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toMatchObject({ clientId: 7, country: 'FR', industry: 'healthcare', employeeCount: '51-200', name: 'Practice phones' });
  });

  it('preselects ?client=<id> with its details, and the draft keeps the choice', async () => {
    renderWizard('/project-wizard?client=9');
    await waitFor(() => expect(value('For which client?')).toBe('Bolt Retail'));
    expect(value('Country')).toBe('Canada');
    expect(value('Industry')).toBe('Retail');
    expect(value('Number of Employees')).toBe('1-10 employees');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(`stackwise:project-wizard:${USER}`) ?? '{}').values?.clientId).toBe('9'));

    // Reopened (a reload): the draft brings the client back.
    cleanup();
    renderWizard();
    await waitFor(() => expect(value('For which client?')).toBe('Bolt Retail'));
    expect(value('Country')).toBe('Canada');
  });

  it('falls back to no client when the chosen one no longer exists', async () => {
    saveDraft(USER, { step: 1, values: { ...complete, clientId: '555' } });
    renderWizard('/project-wizard?client=12345');
    await waitFor(() => expect(value('For which client?')).toBe('No client (my own company)'));
    // The details the person had stay.
    expect(value('Country')).toBe('United States');
  });

  it('"+ Add a client" opens the client dialog, checks it, and chooses the new client', async () => {
    const user = userEvent.setup();
    routes['POST /api/clients'] = (init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, string>;
      const created = { ...body, id: 11, projectCount: 0, createdAt: '', updatedAt: '' };
      routes['GET /api/clients'] = () => json(200, [...clients, created]);
      return json(201, created);
    };
    renderWizard();
    await waitFor(() => expect(value('For which client?')).toBe('No client (my own company)'));
    await choose(user, 'For which client?', '+ Add a client');
    const dialog = await screen.findByRole('dialog', { name: 'Add a client' });
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));
    expect(await within(dialog).findByText('Client name is required')).toBeTruthy();
    expect(within(dialog).getByText('Country is required')).toBeTruthy();
    // The wizard's own step was not submitted behind the dialog.
    expect(screen.queryByText('Project name is required')).toBeNull();

    await user.type(within(dialog).getByLabelText('Client name'), 'Cobalt Labs');
    await choose(user, 'Country', 'Australia', dialog);
    await choose(user, 'Industry', 'Technology', dialog);
    await choose(user, 'Number of Employees', '201-500 employees', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(value('For which client?')).toBe('Cobalt Labs'));
    expect(value('Country')).toBe('Australia');
    expect(value('Industry')).toBe('Technology');
    expect(value('Number of Employees')).toBe('201-500 employees');
  });
});
