import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { getQueryFn } from '../../lib/api';
import type { DecisionSummary } from '../../../shared/decisions.js';
import type { Project } from '../../../shared/projects.js';
import { Dashboard } from '../dashboard/dashboard-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function project(id: number, name: string, decision: DecisionSummary | null): Project {
  return {
    id,
    name,
    country: 'US',
    industry: 'retail',
    employeeCount: '11-50',
    softwareCategory: 'crm',
    affectedTeams: ['Sales'],
    businessNeeds: 'Needs',
    status: 'completed',
    lastError: null,
    clientId: null,
    clientName: null,
    createdAt: '2026-08-20T10:00:00.000Z',
    updatedAt: '2026-08-20T10:00:00.000Z',
    completedAt: '2026-08-20T10:00:00.000Z',
    questionsAnswered: 10,
    totalQuestions: 10,
    recommendationCount: 3,
    decision,
  };
}

let list: Project[];
let reviews: unknown[];

beforeEach(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  reviews = [];
  list = [
    project(1, 'Shop CRM', { productId: 'pipedrive', productName: 'Pipedrive', reviewDate: '2026-11-20', reviewDue: true }),
    project(2, 'Helpdesk', { productId: null, productName: null, reviewDate: '2027-01-10', reviewDue: false }),
    project(3, 'Accounting', null),
  ];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'GET /api/projects') return json(200, list);
    if (key === 'GET /api/user/project-eligibility') return json(200, { canCreateProject: true, hasSubscription: false, credits: 1 });
    if (key === 'POST /api/projects/1/review') {
      reviews.push(JSON.parse(String(init!.body)));
      list = list.map((p) => (p.id === 1 ? { ...p, decision: { ...p.decision!, reviewDue: false } } : p));
      return json(200, { decision: { productId: 'pipedrive', productName: 'Pipedrive', reason: '', reviewDate: '2026-11-20', decidedAt: '', updatedAt: '', reviewedAt: '2026-11-25T10:00:00.000Z', reviewDue: false } });
    }
    return json(404, { message: 'Not found' });
  });
});
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

function renderDashboard() {
  const location = memoryLocation({ path: '/dashboard' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        <Dashboard />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('decisions on the dashboard', { timeout: 20_000 }, () => {
  it('shows each row’s decision, and only the due review as a reminder', async () => {
    renderDashboard();
    const row = async (name: string) => within((await screen.findByRole('heading', { name })).closest('li') as HTMLElement);
    expect((await row('Shop CRM')).getByTestId('project-decision').textContent).toBe('Decision: PipedriveReview Nov 20, 2026Review due');
    expect((await row('Helpdesk')).getByTestId('project-decision').textContent).toBe('Decision: None yetRevisit Jan 10, 2027');
    expect((await row('Accounting')).queryByTestId('project-decision')).toBeNull();
    const reminders = screen.getAllByTestId('review-reminder');
    expect(reminders).toHaveLength(1);
    expect(within(reminders[0]!).getByText('Did Pipedrive deliver?')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'A decision is due for review' })).toBeTruthy();
  });

  it('rates the product 1–5 with a comment, and the reminder disappears', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Rate Pipedrive for Shop CRM' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Did Pipedrive deliver?' }));
    const group = within(dialog.getByRole('group', { name: 'How well did it deliver? (1–5)' }));
    expect(group.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['1: Not at all', '2: Poorly', '3: Partly', '4: Mostly', '5: Fully']);
    const save = dialog.getByRole('button', { name: 'Save review' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(group.getByRole('radio', { name: '4: Mostly' }));
    await user.type(dialog.getByLabelText(/Comment/), 'Good pipeline, weak reports.');
    await user.click(save);
    expect(await screen.findByText('Thanks for your review')).toBeTruthy();
    expect(reviews).toEqual([{ rating: 4, comment: 'Good pipeline, weak reports.' }]);
    await waitFor(() => expect(screen.queryByTestId('review-reminder')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
