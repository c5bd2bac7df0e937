// /demo-script/:id: the owner's demo script (scenarios in priority order, a 1–5 scoring sheet for
// the top three products), Print, and the guards it shares with /results/:id.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { fakeApi, json, renderScreen } from '../questionnaire/screen-test-kit';
import { fixtureProject, fixtureRecommendations } from '../report/report-fixture';
import DemoScriptPage from './demo-script-page';
import { DemoScriptView } from './demo-script-view';

function setup(recommendations: unknown[] = [...fixtureRecommendations].reverse()) {
  const api = fakeApi();
  api.routes['GET /api/projects/42'] = () => json(200, fixtureProject);
  api.routes['GET /api/projects/42/recommendations'] = () => json(200, recommendations);
  return renderScreen(DemoScriptPage, { path: '/demo-script/42', pattern: '/demo-script/:id' });
}

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Demo script page', () => {
  it('turns the must-haves, then the ticked nice-to-haves, into numbered scenarios', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo script' })).toBeTruthy();
    const scenarios = within(screen.getByRole('heading', { level: 2, name: 'Scenarios to watch' }).closest('section')!);
    const items = scenarios.getAllByRole('listitem');
    // The fixture has six must-haves (A1, A3 … A11) and six nice-to-haves; five of those follow.
    expect(items).toHaveLength(11);
    expect(items[0]!.textContent).toContain(
      'Show me capability A1, using an example from our business (a manufacturing company of 51-200 employees).',
    );
    expect(items.slice(0, 6).every((li) => li.textContent?.includes('Must-have'))).toBe(true);
    expect(items.slice(6).every((li) => li.textContent?.includes('Nice-to-have'))).toBe(true);
  });

  it('has a scoring sheet with a 1–5 column for each of the top three products', async () => {
    setup();
    const table = await screen.findByRole('table');
    const headers = [...table.querySelectorAll('thead th')].map((h) => h.textContent);
    expect(headers).toEqual(['Scenario', 'Pipedrive', 'HubSpot CRM', 'Zoho CRM']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12); // 11 scenarios and the total
    expect(within(rows[0]!).getAllByRole('img', { name: 'Score from 1 to 5' })).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('1. Capability A1 (must-have)');
    expect(rows.at(-1)!.textContent).toContain('Total (out of 55)');
  });

  it('prints, and links back to the results', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to results' }).getAttribute('href')).toBe('/results/42');
  });

  it('says so when there is no shortlist yet', async () => {
    setup([]);
    expect(await screen.findByRole('heading', { level: 2, name: 'No shortlist yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('sends someone else’s project (a 404) to the dashboard', async () => {
    fakeApi();
    const { location } = renderScreen(DemoScriptPage, { path: '/demo-script/7', pattern: '/demo-script/:id' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
  });
});

describe('DemoScriptView', () => {
  it('renders from props alone, for the shared page', () => {
    render(<DemoScriptView project={fixtureProject} recommendations={fixtureRecommendations.slice(0, 2)} />);
    expect([...screen.getByRole('table').querySelectorAll('thead th')].map((h) => h.textContent)).toEqual(['Scenario', 'Pipedrive', 'HubSpot CRM']);
  });

  it('explains an empty script', () => {
    render(<DemoScriptView project={fixtureProject} recommendations={[{ ...fixtureRecommendations[0], analysis: null }]} />);
    expect(screen.getByTestId('demo-script-empty').textContent).toMatch(/no requirements a vendor could show live/);
  });
});
