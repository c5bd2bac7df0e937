import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project, ProjectStatus } from '../../../shared/projects.js';
import { dismissToast } from '../../components/ui/use-toast';
import AnalysisPage from './analysis-page';
import ProjectLoadingPage from './project-loading-page';
import { fakeApi, json, renderScreen, signedIn } from './screen-test-kit';
import { analysisMessages, loadingSteps } from './waiting-copy';

const base: Project = {
  id: 7,
  name: 'Zoë Łódź Müller & Söhne',
  country: 'DE',
  industry: 'manufacturing',
  employeeCount: '51-200',
  softwareCategory: 'crm',
  affectedTeams: ['Sales', 'Operations'],
  businessNeeds: 'One pipeline',
  status: 'generating',
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
};

let current: Project;
const set = (status: ProjectStatus, extra: Partial<Project> = {}) => (current = { ...base, ...extra, status });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

function mount(Page: typeof ProjectLoadingPage, path: string, pattern: string) {
  const api = fakeApi();
  api.routes['GET /api/projects/7'] = () => json(200, current);
  api.routes['POST /api/projects/7/retry'] = () => {
    set(current.totalQuestions ? 'analyzing' : 'created', { totalQuestions: current.totalQuestions });
    return json(200, current);
  };
  return { api, ...renderScreen(Page, { path, pattern }) };
}

const polls = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.key === 'GET /api/projects/7').length;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Project loading', () => {
  it('shows the spec texts and steps 20, 40, 60, 80, 95 every 3 s while polling every 2 s', async () => {
    set('generating');
    const { api } = mount(ProjectLoadingPage, '/project-loading/7', '/project-loading/:id');
    await advance(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Creating Your Personalized Assessment' })).toBeTruthy();
    expect(screen.getByText('This usually takes 30-60 seconds')).toBeTruthy();
    expect(screen.getByText("Please don't close this page")).toBeTruthy();
    expect(screen.getByText('Zoë Łódź Müller & Söhne')).toBeTruthy();
    expect(screen.getByText('Sales, Operations')).toBeTruthy();
    const seen = [progress()];
    expect(screen.getByText(loadingSteps[0].message)).toBeTruthy();
    for (let i = 0; i < 5; i++) {
      await advance(3000);
      seen.push(progress());
    }
    expect(seen).toEqual([20, 40, 60, 80, 95, 95]);
    expect(screen.getByText(loadingSteps[4].message)).toBeTruthy();
    // 15 s of polling every 2 s, plus the first read.
    expect(polls(api)).toBe(1 + 7);
  });

  it('goes to the questionnaire one second after the status is ready', async () => {
    set('generating');
    const { location } = mount(ProjectLoadingPage, '/project-loading/7', '/project-loading/:id');
    await advance(0);
    set('ready', { totalQuestions: 12 });
    // The next poll (2 s) reads 'ready'; allow a few ms for the response to arrive.
    await advance(2050);
    expect(screen.getByText('Your questions are ready. Opening the questionnaire…')).toBeTruthy();
    expect(progress()).toBe(100);
    await advance(800);
    expect(location.history.at(-1)).toBe('/project-loading/7');
    await advance(300);
    expect(location.history.at(-1)).toBe('/questionnaire/7');
  });

  it('shows the error text and queues the step again with Try again', async () => {
    set('error', { lastError: 'Error generating questions. Please try again.' });
    const { api } = mount(ProjectLoadingPage, '/project-loading/7', '/project-loading/:id');
    await advance(0);
    expect(screen.getByText('Error generating questions. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const before = polls(api);
    await advance(6000);
    expect(polls(api)).toBe(before); // no automatic retry
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);
    expect(api.calls.some((c) => c.key === 'POST /api/projects/7/retry')).toBe(true);
    expect(progress()).toBe(20);
    expect(screen.queryByText('Error generating questions. Please try again.')).toBeNull();
  });

  it('sends an invalid id to /dashboard', async () => {
    set('generating');
    const { location } = mount(ProjectLoadingPage, '/project-loading/x7', '/project-loading/:id');
    await advance(0);
    expect(location.history.at(-1)).toBe('/dashboard');
  });
});

describe('Signed out', () => {
  it('both waiting screens send the visitor to /', async () => {
    for (const [Page, path, pattern] of [
      [ProjectLoadingPage, '/project-loading/7', '/project-loading/:id'],
      [AnalysisPage, '/analysis/7', '/analysis/:id'],
    ] as const) {
      fakeApi();
      const { location } = renderScreen(Page, { path, pattern, auth: { ...signedIn, user: null } });
      await advance(0);
      expect(location.history.at(-1)).toBe('/');
      cleanup();
    }
  });
});

describe('Analysis', () => {
  it('rises every 3 s, caps at 90 and rotates six messages', async () => {
    set('analyzing', { totalQuestions: 12 });
    mount(AnalysisPage, '/analysis/7', '/analysis/:id');
    await advance(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Generating Recommendations' })).toBeTruthy();
    const values = [progress()];
    const messages = new Set([analysisMessages.find((m) => screen.queryByText(m))]);
    for (let i = 0; i < 8; i++) {
      await advance(3000);
      values.push(progress());
      messages.add(analysisMessages.find((m) => screen.queryByText(m)));
    }
    expect(values.every((v, i) => i === 0 || v >= values[i - 1]!)).toBe(true);
    expect(values[1]!).toBeGreaterThan(values[0]!);
    expect(Math.max(...values)).toBe(90);
    expect(messages.size).toBe(6);
  });

  it('goes to the results one second after completed', async () => {
    set('analyzing', { totalQuestions: 12 });
    const { location } = mount(AnalysisPage, '/analysis/7', '/analysis/:id');
    await advance(0);
    set('completed', { totalQuestions: 12 });
    await advance(2050);
    expect(progress()).toBe(100);
    expect(screen.getByText('Your recommendations are ready. Opening the results…')).toBeTruthy();
    await advance(800);
    expect(location.history.at(-1)).toBe('/analysis/7');
    await advance(300);
    expect(location.history.at(-1)).toBe('/results/7');
  });

  it('shows the analysis error and retries at no charge', async () => {
    set('error', { totalQuestions: 12, lastError: 'Error analyzing requirements. Please try again.' });
    const { api, location } = mount(AnalysisPage, '/analysis/7', '/analysis/:id');
    await advance(0);
    expect(screen.getByText('Error analyzing requirements. Please try again.')).toBeTruthy();
    expect(screen.getByText('Trying again costs nothing: no credit is used.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);
    expect(api.calls.filter((c) => c.key === 'POST /api/projects/7/retry')).toHaveLength(1);
    expect(screen.getByText(analysisMessages[0])).toBeTruthy();
    // Polling resumes: the retried analysis finishes and the results open.
    set('completed', { totalQuestions: 12 });
    await advance(2050);
    await advance(1100);
    expect(location.history.at(-1)).toBe('/results/7');
  });
});
