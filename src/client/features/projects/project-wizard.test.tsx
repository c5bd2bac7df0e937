import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
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

function renderWizard() {
  const location = memoryLocation({ path: '/project-wizard', record: true });
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
    await user.click(await screen.findByRole('button', { name: 'Get Credits' }));
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
