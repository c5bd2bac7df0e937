// "Ask the vendor" on the results cards: the generated questions, Copy questions (clipboard and
// a toast either way) and an email draft with subject and body but no recipient.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { fakeApi, json, renderScreen } from '../questionnaire/screen-test-kit';
import { fixtureAnswers, fixtureProject, fixtureQuestions, fixtureRecommendations } from '../report/report-fixture';
import ResultsPage from './results-page';

function setup() {
  const api = fakeApi();
  api.routes['GET /api/projects/42'] = () => json(200, fixtureProject);
  api.routes['GET /api/projects/42/recommendations'] = () => json(200, fixtureRecommendations);
  api.routes['GET /api/projects/42/exclusions'] = () => json(200, []);
  api.routes['GET /api/projects/42/questions'] = () => json(200, fixtureQuestions);
  api.routes['GET /api/projects/42/answers'] = () => json(200, fixtureAnswers);
  api.routes['GET /api/projects/42/run'] = () => json(200, { run: null });
  return renderScreen(ResultsPage, { path: '/results/42', pattern: '/results/:id' });
}

/** HubSpot CRM (second): Capability A1 partly met, A3 not confirmed, both must-haves. */
async function hubspotSection() {
  await screen.findByRole('heading', { level: 1, name: 'Software Recommendations' });
  const card = screen.getAllByTestId('recommendation-card')[1]!;
  expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('HubSpot CRM');
  return within(card).getByTestId('ask-the-vendor');
}

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Ask the vendor', () => {
  it('lists the questions for the card’s product under its own heading', async () => {
    setup();
    const section = within(await hubspotSection());
    expect(section.getByRole('heading', { level: 3, name: 'Ask the vendor' })).toBeTruthy();
    const items = section.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toBe('Does HubSpot CRM offer capability A3 today (not on the roadmap), and on which plan? Please show us in the demo.');
    // Every unconfirmed must-have comes before the partly met ones.
    expect(items.findIndex((t) => t?.startsWith('Capability A1 is only partly covered. We found: “Included on the Professional plan and above”'))).toBe(3);
    expect(items[2]).toMatch(/^Does HubSpot CRM offer capability A11 today/);
    expect(items).toContain('Is €1,350 a month for about 25 users on the Professional plan what we would pay, with every must-have included? Are there setup fees, add-ons or a minimum term on top?');
    expect(items).toContain(
      'We read that advanced reporting costs extra. Does that apply to a company of 51-200 employees in Germany, and how do your customers work around it?',
    );
    expect(items.at(-1)).toBe('Who takes care of “A clean export of current customers” in the rollout (you, a partner or us), and what does it cost?');
    expect(new Set(items).size).toBe(items.length);
  });

  it('copies the questions and says so', async () => {
    // user-event puts its own clipboard on navigator: the spy goes on that one.
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    setup();
    const section = within(await hubspotSection());
    await user.click(section.getByRole('button', { name: 'Copy questions for HubSpot CRM' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    const text = writeText.mock.calls[0]![0];
    expect(text.split('\n')[0]).toBe('Questions for HubSpot CRM');
    expect(text).toContain('1. Does HubSpot CRM offer capability A3 today');
    expect(await screen.findByText('Questions copied')).toBeTruthy();
  });

  it('says when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    setup();
    const section = within(await hubspotSection());
    await user.click(section.getByRole('button', { name: 'Copy questions for HubSpot CRM' }));
    expect(await screen.findByText('Could not copy')).toBeTruthy();
  });

  it('offers an email draft with a subject and the questions, addressed to no one', async () => {
    setup();
    const section = within(await hubspotSection());
    const href = section.getByRole('link', { name: /Email draft/ }).getAttribute('href')!;
    expect(href.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Questions about HubSpot CRM before we decide');
    expect(params.get('body')).toContain('1. Does HubSpot CRM offer capability A3 today');
  });

  it('links to the demo script', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Software Recommendations' });
    expect(screen.getByRole('link', { name: 'Demo script' }).getAttribute('href')).toBe('/demo-script/42');
  });
});
