import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../../shared/projects.js';
import { dismissToast } from '../../components/ui/use-toast';
import { fakeApi, json, renderScreen, signedIn } from '../questionnaire/screen-test-kit';
import { fixtureAnswers, fixtureProject, fixtureQuestions, fixtureRecommendations } from '../report/report-fixture';
import ResultsPage from './results-page';

const bare = {
  id: 999,
  softwareName: 'Bare Minimum CRM',
  matchScore: 55,
  description: 'Little is known.',
  isTopRecommendation: false,
  keyFeatures: [],
  pricing: { basic: { price: 12, period: 'month' }, pro: { price: '29.50', period: 'user/month' } },
  implementation: {},
  considerations: { pros: [], cons: [] },
};

function setup(opts: { project?: Partial<Project>; recommendations?: unknown[]; run?: unknown } = {}) {
  const api = fakeApi();
  api.routes['GET /api/projects/42'] = () => json(200, { ...fixtureProject, ...opts.project });
  // Deliberately out of order: the page sorts by score.
  api.routes['GET /api/projects/42/recommendations'] = () =>
    json(200, opts.recommendations ?? [fixtureRecommendations[2], bare, ...fixtureRecommendations.filter((_, i) => i !== 2)]);
  api.routes['GET /api/projects/42/exclusions'] = () =>
    json(200, [{ productId: 'x', softwareName: 'Excluded Suite', reasons: ['Not sold or supported in Germany.'] }]);
  api.routes['GET /api/projects/42/questions'] = () => json(200, fixtureQuestions);
  api.routes['GET /api/projects/42/answers'] = () => json(200, fixtureAnswers);
  api.routes['GET /api/projects/42/run'] = () => json(200, { run: opts.run ?? null });
  return { api, ...renderScreen(ResultsPage, { path: '/results/42', pattern: '/results/:id' }) };
}

const cards = () => screen.getAllByTestId('recommendation-card');

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

describe('Results', () => {
  it('shows a spinner, then the header with the number of solutions and the project badges', async () => {
    setup();
    expect(screen.getByText('Loading your recommendations…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Software Recommendations' })).toBeTruthy();
    expect(screen.getByText(/We found 6 solutions/)).toBeTruthy();
    for (const badge of ['CRM', '51-200 employees', 'Manufacturing']) expect(screen.getByText(badge)).toBeTruthy();
  });

  it('sorts by score with the match bands, a green border for the top pick and blue for the rest', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Software Recommendations' });
    const list = cards();
    expect(list.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Pipedrive',
      'HubSpot CRM',
      'Zoho CRM',
      'Salesforce Starter',
      'Freshsales',
      'Bare Minimum CRM',
    ]);
    expect(list.map((c) => within(c).getByTestId('match-badge').textContent)).toEqual([
      'Best Match',
      'Strong Match',
      'Good Match',
      'Good Match',
      'Partial Match',
      'Partial Match',
    ]);
    expect(within(list[0]!).getByText('91%')).toBeTruthy();
    expect(list[0]!.className).toContain('border-success-600');
    expect(within(list[0]!).getByText('Top Recommendation')).toBeTruthy();
    for (const c of list.slice(1)) expect(c.className).toContain('border-brand-500');
  });

  it('prints every section of a card and the fallback texts', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Software Recommendations' });
    const [top] = cards();
    const t = within(top!);
    expect(t.getByText('Visual sales pipeline')).toBeTruthy();
    expect(t.getByText('Per user per month')).toBeTruthy();
    expect(t.getByText('Starting at')).toBeTruthy();
    expect(t.getByText('€14/user/month')).toBeTruthy();
    expect(t.getByText('2–4 weeks')).toBeTruthy();
    expect(t.getByText('An admin to own the setup')).toBeTruthy();
    expect(t.getByText('Quick to learn for sales reps')).toBeTruthy();
    expect(t.getByText('Advanced reporting costs extra')).toBeTruthy();
    expect(t.getByText('Best For:')).toBeTruthy();

    const b = within(cards().at(-1)!);
    expect(b.getByText('No key features available')).toBeTruthy();
    expect(b.getByText('No implementation details available')).toBeTruthy();
    expect(b.getByText('$12/month')).toBeTruthy();
    expect(b.getByText('$29.50/user/month')).toBeTruthy();
  });

  it("falls back to 'Contact for pricing'", async () => {
    setup({ recommendations: [{ ...bare, pricing: null }] });
    expect(await screen.findByText('Contact for pricing')).toBeTruthy();
  });

  it("explains the score and the cost with the price's date and source", async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Software Recommendations' });
    const t = within(cards()[0]!);
    expect(t.getByText('€1,150')).toBeTruthy();
    expect(t.getByText('€48,150')).toBeTruthy();
    const verified = t.getByRole('link', { name: /price verified on Nov 2, 2026/ });
    expect(verified.getAttribute('href')).toBe('https://www.example.com/0/pricing');
    await user.click(t.getByText('Why this score', { exact: false, selector: 'summary span span' }));
    expect(t.getByText('Your requirements', { selector: 'span' })).toBeTruthy();
    expect(t.getByText('60 / 70')).toBeTruthy();
    // Must-haves first, each with its verdict in words and its reason.
    const items = t.getAllByRole('listitem').filter((li) => li.textContent?.includes('Capability A'));
    expect(items[0]!.textContent).toContain('Met');
    expect(items[0]!.textContent).toContain('Must-have');
    expect(items[0]!.textContent).toContain('Included on the Professional plan and above.');
    expect(items.slice(0, 6).every((li) => li.textContent?.includes('Must-have'))).toBe(true);
    expect(items[6]!.textContent).not.toContain('Must-have');
  });

  it('compares 2–3 recommendations side by side', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Software Recommendations' });
    await user.click(screen.getByLabelText('Compare Pipedrive'));
    expect((screen.getByRole('button', { name: /Compare 1/ }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByLabelText('Compare HubSpot CRM'));
    await user.click(screen.getByLabelText('Compare Zoho CRM'));
    expect((screen.getByLabelText('Compare Freshsales') as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: /Compare 3/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare recommendations' });
    const d = within(dialog);
    expect([...dialog.querySelectorAll('thead th')].map((h) => h.textContent)).toEqual([
      'Criterion',
      expect.stringContaining('Pipedrive'),
      expect.stringContaining('HubSpot CRM'),
      expect.stringContaining('Zoho CRM'),
    ]);
    const cells = (label: string) =>
      [...d.getByText(label, { selector: 'th' }).closest('tr')!.querySelectorAll('td')].map((c) => c.textContent);
    expect(cells('Per month')).toEqual(['€1,150', '€1,350', '€1,550']);
    expect(cells('3-year total')).toEqual(['€48,150', '€55,350', '€62,550']);
    expect(d.getAllByText('Capability A1')).toHaveLength(1);
    const a1 = [...d.getByText('Capability A1').closest('tr')!.querySelectorAll('td')].map(
      (c) => c.textContent?.split('Included')[0],
    );
    expect(a1).toEqual(['Met', 'Partly met', 'Not met']);
  });

  it("lists the products 'Not recommended' with their reasons", async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Not recommended' })).toBeTruthy();
    expect(screen.getByText('Excluded Suite')).toBeTruthy();
    expect(screen.getByText('Not sold or supported in Germany.')).toBeTruthy();
  });

  it('has the four Next Steps with their destinations', async () => {
    const user = userEvent.setup();
    const { location } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Software Recommendations' });
    expect((screen.getByRole('button', { name: 'Export Report (PDF)' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    expect(location.history.at(-1)).toBe('/pro');
    cleanup();
    const second = setup();
    await screen.findByRole('heading', { level: 1, name: 'Software Recommendations' });
    await user.click(screen.getByRole('button', { name: 'Create New Project' }));
    expect(second.location.history.at(-1)).toBe('/project-wizard');
    cleanup();
    const third = setup();
    await screen.findByRole('heading', { level: 1, name: 'Software Recommendations' });
    third.queryClient.setQueryData(['/api/projects'], []);
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(third.location.history.at(-1)).toBe('/dashboard'));
    // The cached list is marked for refresh, so the dashboard reads it again on arrival.
    expect(third.queryClient.getQueryState(['/api/projects'])?.isInvalidated).toBe(true);
  });

  it('with no recommendation: what ruled products out, the closest ones, Edit answers; Export disabled', async () => {
    const elimination = {
      considered: 32,
      noProductsOfKind: null,
      byRequirement: [
        { label: 'HIPAA Business Associate Agreement (BAA)', products: 30 },
        { label: 'Sold in the United States', products: 2 },
      ],
      closest: [
        {
          productId: 'a',
          softwareName: 'Alpha Voice',
          misses: ['HIPAA Business Associate Agreement (BAA): no (source dated 2026-10-01).'],
        },
      ],
    };
    setup({ recommendations: [], run: { run: 1, createdAt: '2026-11-24T10:00:00Z', elimination, changes: null } });
    expect(await screen.findByText('No product meets every must-have')).toBeTruthy();
    expect(await screen.findByText('30 products')).toBeTruthy();
    expect(screen.getByText('Alpha Voice')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit answers' }).getAttribute('href')).toBe('/questionnaire/42');
    expect((screen.getByRole('button', { name: 'Export Report (PDF)' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says plainly when the catalog has nothing of the kind asked for', async () => {
    setup({
      recommendations: [],
      run: {
        run: 1,
        createdAt: '2026-11-24T10:00:00Z',
        elimination: { considered: 0, noProductsOfKind: 'Donor management / nonprofit CRM', byRequirement: [], closest: [] },
        changes: null,
      },
    });
    expect(
      await screen.findByText('Our catalog has no products of this kind yet: Donor management / nonprofit CRM'),
    ).toBeTruthy();
  });

  it('sends a buyer who asked for a CRM under "Other" to the CRM category, recommending nothing of another kind', async () => {
    setup({
      recommendations: [],
      run: {
        run: 1,
        createdAt: '2026-11-24T10:00:00Z',
        elimination: { considered: 0, noProductsOfKind: 'CRM software', kindInCategory: 'CRM', byRequirement: [], closest: [] },
        changes: null,
      },
    });
    expect(await screen.findByText('We compare CRM software under CRM, not under Other')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New CRM project' }).getAttribute('href')).toBe('/project-wizard?from=42&category=crm');
    expect(screen.getByRole('link', { name: 'Edit answers' }).getAttribute('href')).toBe('/questionnaire/42');
  });

  it('says when the needs describe a kind of software compared under Other, and still shows the results', async () => {
    const kindElsewhere = { kind: 'Field service management', capabilities: ['Work orders and jobs', 'Service agreements and maintenance plans'] };
    setup({ run: { run: 1, createdAt: '2026-11-24T10:00:00Z', elimination: { considered: 5, kindElsewhere, byRequirement: [], closest: [] }, changes: null } });
    const note = await screen.findByTestId('kind-elsewhere');
    expect(note.textContent).toContain('Your needs also describe field service management software');
    expect(note.textContent).toContain('Service agreements and maintenance plans');
    expect(note.textContent).toContain('We compare field service management products under the Other category.');
    expect(screen.getByRole('link', { name: 'New Other project' }).getAttribute('href')).toBe('/project-wizard?from=42&category=other');
    expect(await screen.findByRole('list', { name: 'Recommendations, highest match first' })).toBeTruthy();
  });

  it('shows what changed since the previous run', async () => {
    const changes = {
      run: 2,
      previousRun: 1,
      added: ['New Phone'],
      dropped: ['Old Phone'],
      changed: [{ name: 'Kept Phone', scoreFrom: 80, scoreTo: 84, monthlyFrom: 100, monthlyTo: 120, currency: 'USD' }],
    };
    setup({
      run: { run: 2, createdAt: '2026-11-24T10:00:00Z', elimination: { considered: 5, byRequirement: [], closest: [] }, changes },
    });
    const card = await screen.findByTestId('run-changes');
    expect(card.textContent).toMatch(/New: New Phone/);
    expect(card.textContent).toMatch(/No longer recommended: Old Phone/);
    expect(card.textContent).toMatch(/Kept Phone: score 80% → 84%, \$100 → \$120 a month/);
  });

  it('sends a signed-out visitor to / without asking the API', async () => {
    const api = fakeApi();
    const { location } = renderScreen(ResultsPage, {
      path: '/results/42',
      pattern: '/results/:id',
      auth: { ...signedIn, user: null },
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(api.calls).toHaveLength(0);
  });

  it('sends a non-numeric id or an unknown project to /dashboard', async () => {
    fakeApi();
    const a = renderScreen(ResultsPage, { path: '/results/abc', pattern: '/results/:id' });
    await waitFor(() => expect(a.location.history.at(-1)).toBe('/dashboard'));
    cleanup();
    fakeApi();
    const b = renderScreen(ResultsPage, { path: '/results/5', pattern: '/results/:id' });
    await waitFor(() => expect(b.location.history.at(-1)).toBe('/dashboard'));
  });
});
