import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { getQueryFn } from '../../lib/api';
import type { Eligibility, Project } from '../../../shared/projects.js';
import { workspaceFixture } from '../workspace/workspace-fixture';
import { Dashboard } from './dashboard-page';
import { clickToastAction } from '../../test-kit/toast-action';

type Handler = () => Response | Promise<Response>;
let routes: Record<string, Handler>;
const calls: string[] = [];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function project(overrides: Partial<Project>): Project {
  return {
    id: 1,
    name: 'Project',
    country: 'US',
    industry: 'retail',
    employeeCount: '11-50',
    softwareCategory: 'crm',
    affectedTeams: ['Sales'],
    businessNeeds: 'Needs',
    status: 'created',
    lastError: null,
    clientId: null,
    clientName: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    completedAt: null,
    questionsAnswered: 0,
    totalQuestions: 0,
    recommendationCount: 0,
    decision: null,
    ...overrides,
  };
}

function serve(projects: Project[] | Promise<Project[]>, eligibility: Eligibility) {
  routes['GET /api/projects'] = async () => json(200, await projects);
  routes['GET /api/user/project-eligibility'] = () => json(200, eligibility);
  // The billing card (payments' own tests cover it) shares the page.
  routes['GET /api/billing'] = () => json(200, { provider: 'test', ...eligibility, plan: null, portalAvailable: false, purchases: [], ledger: [] });
  routes['GET /api/workspace'] = () => json(200, workspaceFixture('owner', 'My workspace'));
}

function renderDashboard() {
  const location = memoryLocation({ path: '/dashboard', record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        <Dashboard />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

beforeEach(() => {
  // Radix toasts capture the pointer; jsdom lacks the API.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  routes = {};
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    calls.push(key);
    const handler = routes[key];
    return handler ? handler() : json(404, { message: 'Not found' });
  });
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// userEvent on a busy CI machine can pass the 5 s default; these tests assert no timing.
describe('Dashboard', () => {
  it('shows three skeletons while the list loads, then the empty state', async () => {
    let resolve: (list: Project[]) => void = () => {};
    serve(new Promise<Project[]>((r) => (resolve = r)), { canCreateProject: true, hasSubscription: false, credits: 1 });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'My Projects' })).toBeTruthy();
    expect(screen.getByText('Manage your software selection projects')).toBeTruthy();
    expect(screen.getAllByTestId('project-skeleton')).toHaveLength(3);

    resolve([]);
    expect(await screen.findByText('No projects yet')).toBeTruthy();
    expect(screen.getByText('Create your first project to get started')).toBeTruthy();
    expect(screen.queryAllByTestId('project-skeleton')).toHaveLength(0);
    expect(await screen.findByText('1 Project Credit(s) Available')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get Credits' })).toBeNull();
  });

  it('shows Get Credits only without a subscription and with 0 credits, and the unlimited plan', async () => {
    serve([], { canCreateProject: false, hasSubscription: false, credits: 0 });
    renderDashboard();
    expect(await screen.findByText('0 Project Credit(s) Available')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Get Credits' })).getAttribute('href')).toBe('/pricing');
    cleanup();

    serve([], { canCreateProject: true, hasSubscription: true, credits: 0 });
    renderDashboard();
    expect(await screen.findByText('✓ Unlimited Plan Active')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get Credits' })).toBeNull();
  });

  it("offers members no buying: the workspace's owners manage billing", async () => {
    serve([], { canCreateProject: false, hasSubscription: false, credits: 0 });
    routes['GET /api/workspace'] = () => json(200, workspaceFixture('member'));
    renderDashboard();
    expect(await screen.findByText('0 Project Credit(s) Available')).toBeTruthy();
    expect((await screen.findByTestId('billing-owners-note')).textContent).toBe('Billing is managed by the owners of Acme IT.');
    expect(screen.queryByRole('link', { name: 'Get Credits' })).toBeNull();
    expect(calls).not.toContain('GET /api/billing');
  });

  it('counts projects and the real recommendations of completed ones', async () => {
    serve(
      [
        project({ id: 1, status: 'completed', recommendationCount: 4 }),
        project({ id: 2, status: 'completed', recommendationCount: 2 }),
        project({ id: 3, status: 'in_progress', questionsAnswered: 3, totalQuestions: 12 }),
        project({ id: 4, status: 'analyzing', recommendationCount: 0 }),
      ],
      { canCreateProject: true, hasSubscription: false, credits: 2 },
    );
    renderDashboard();
    expect((await screen.findByTestId('stat-total')).textContent).toBe('4');
    expect(screen.getByTestId('stat-completed').textContent).toBe('2');
    expect(screen.getByTestId('stat-inProgress').textContent).toBe('1');
    expect(screen.getByTestId('stat-recommendations').textContent).toBe('6');
    expect(screen.getByText('25% complete - 9 questions remaining')).toBeTruthy();
  });

  it('gives each row its badge, details and action', async () => {
    serve(
      [
        project({ id: 5, name: 'Done', status: 'completed', recommendationCount: 3 }),
        project({ id: 6, name: 'Answering', status: 'in_progress', questionsAnswered: 2, totalQuestions: 0 }),
        project({ id: 7, name: 'Fresh', status: 'generating' }),
        project({ id: 8, name: 'Broken', status: 'error' }),
      ],
      { canCreateProject: true, hasSubscription: false, credits: 2 },
    );
    renderDashboard();
    const row = async (name: string) => within((await screen.findByRole('heading', { name })).closest('li') as HTMLElement);

    const done = await row('Done');
    expect(done.getByText('Completed')).toBeTruthy();
    expect(done.getByText('Retail')).toBeTruthy();
    expect(done.getByText('11-50 employees')).toBeTruthy();
    expect(done.getByText('CRM')).toBeTruthy();
    expect(done.getByText(/^Created /)).toBeTruthy();
    expect(done.getByRole('link', { name: /View Results/ }).getAttribute('href')).toBe('/results/5');

    const answering = await row('Answering');
    expect(answering.getByText('In Progress')).toBeTruthy();
    expect(answering.getByText('2 questions answered')).toBeTruthy();
    expect(answering.getByRole('link', { name: /Continue/ }).getAttribute('href')).toBe('/questionnaire/6');

    const fresh = await row('Fresh');
    expect(fresh.getByText('Generating…')).toBeTruthy();
    expect(fresh.getByRole('link', { name: /Start Questions/ }).getAttribute('href')).toBe('/project-loading/7');

    const broken = await row('Broken');
    expect(broken.getByText('Error')).toBeTruthy();
    expect(broken.getByText('Error generating questions. Please try again.')).toBeTruthy();
    expect(broken.getByRole('button', { name: 'Try again: Broken' })).toBeTruthy();
  });

  it('retries an errored project and opens its waiting screen', async () => {
    const user = userEvent.setup();
    serve([project({ id: 8, name: 'Broken', status: 'error', totalQuestions: 10 })], { canCreateProject: true, hasSubscription: false, credits: 0 });
    routes['POST /api/projects/8/retry'] = () => json(200, project({ id: 8, name: 'Broken', status: 'analyzing', totalQuestions: 10 }));
    const location = renderDashboard();
    expect(await screen.findByText('Error analyzing requirements. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again: Broken' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/analysis/8'));
  });

  it('deletes a project only after confirmation, then says so', async () => {
    const user = userEvent.setup();
    serve([project({ id: 9, name: 'Old' })], { canCreateProject: true, hasSubscription: false, credits: 1 });
    routes['DELETE /api/projects/9'] = () => {
      routes['GET /api/projects'] = () => json(200, []);
      return json(200, { message: 'Project deleted successfully' });
    };
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Delete project Old' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this project?');
    expect(calls).not.toContain('DELETE /api/projects/9');

    await user.click(screen.getByRole('button', { name: 'Delete project Old' }));
    expect(await screen.findByText('Project deleted successfully')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    expect(await screen.findByText('No projects yet')).toBeTruthy();
  });

  it('reports a failed delete', async () => {
    const user = userEvent.setup();
    serve([project({ id: 9, name: 'Old' })], { canCreateProject: true, hasSubscription: false, credits: 1 });
    routes['DELETE /api/projects/9'] = () => json(500, { message: 'boom' });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Delete project Old' }));
    expect(await screen.findByText('Failed to delete project')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Old' })).toBeTruthy();
  });

  it.each([
    [{ canCreateProject: false, hasSubscription: false, credits: 0 }, 'No Credits Available', 'Get Credits'],
    [{ canCreateProject: false, hasSubscription: true, credits: 0 }, 'Subscription Issue', null],
    [{ canCreateProject: false, hasSubscription: false, credits: 2 }, 'Payment Required', 'View Pricing'],
  ] as const)('blocks New Project when ineligible (%j)', async (eligibility, title, action) => {
    const user = userEvent.setup();
    serve([], eligibility);
    const location = renderDashboard();
    await screen.findByText('No projects yet');
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    expect(await screen.findByText(title)).toBeTruthy();
    expect(location.history.at(-1)).toBe('/dashboard');
    if (action) {
      await clickToastAction(user, action);
      expect(location.history.at(-1)).toBe('/pricing');
    }
  });

  it('opens the wizard from New Project and from the empty state when eligible', async () => {
    const user = userEvent.setup();
    serve([], { canCreateProject: true, hasSubscription: false, credits: 1 });
    const location = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'New Project' }));
    await waitFor(() => expect(location.history).toEqual(['/dashboard', '/project-wizard']));
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(location.history).toEqual(['/dashboard', '/project-wizard', '/project-wizard']));
  });
});

describe('Dashboard: search, client filter and grouping (issue 19)', () => {
  const acme = { clientId: 1, clientName: 'Acme Dental' };
  const bolt = { clientId: 2, clientName: 'Bolt Retail' };
  const list = [
    project({ id: 1, name: 'Practice phones', ...acme }),
    project({ id: 2, name: 'Our own CRM' }),
    project({ id: 3, name: 'Patient CRM', ...acme }),
    project({ id: 4, name: 'Store tills', ...bolt }),
  ];
  const shownNames = () => screen.queryAllByRole('heading', { level: 3 }).concat(screen.queryAllByRole('heading', { level: 4 }))
    .map((h) => h.textContent)
    .filter((t): t is string => list.some((p) => p.name === t));

  it('finds projects by project or client name, filters by client with counts, and groups by client', async () => {
    const user = userEvent.setup();
    serve(list, { canCreateProject: true, hasSubscription: false, credits: 1 });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Practice phones' });
    // Each row names its client and links to its page.
    const row = within(screen.getByRole('heading', { name: 'Store tills' }).closest('li') as HTMLElement);
    expect(row.getByRole('link', { name: 'Bolt Retail' }).getAttribute('href')).toBe('/clients/2');

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'crm');
    expect(shownNames().sort()).toEqual(['Our own CRM', 'Patient CRM']);
    expect(screen.getByText('Showing 2 of 4 projects')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'acme');
    expect(shownNames().sort()).toEqual(['Patient CRM', 'Practice phones']);
    await user.clear(search);

    // The filter offers every client with its count.
    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All clients (4)', 'No client (1)', 'Acme Dental (2)', 'Bolt Retail (1)']);
    await user.click(screen.getByRole('option', { name: 'No client (1)' }));
    expect(shownNames()).toEqual(['Our own CRM']);
    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Acme Dental (2)' }));
    expect(shownNames().sort()).toEqual(['Patient CRM', 'Practice phones']);

    // Nothing matches: say so, and one button clears both.
    await user.type(search, 'tills');
    expect(screen.getByText('No projects match')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(shownNames()).toHaveLength(4);
    expect((search as HTMLInputElement).value).toBe('');

    // Grouped: one headed section per client with its count, own projects last.
    const toggle = screen.getByRole('button', { name: 'Group by client' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const groupSections = () => [...document.querySelectorAll<HTMLElement>('section[aria-labelledby^="project-group-"]')];
    const groups = groupSections();
    expect(groups.map((g) => within(g).getByRole('heading', { level: 3 }).textContent)).toEqual(['Acme Dental2 projects', 'Bolt Retail1 project', 'No client1 project']);
    expect(within(groups[0]!).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Practice phones', 'Patient CRM']);
    // Grouping works on the filtered list too.
    await user.type(search, 'crm');
    expect(groupSections()).toHaveLength(2);
  });
});
