import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../../shared/projects.js';
import type { Answer, Question } from '../../../shared/questions.js';
import { dismissToast } from '../../components/ui/use-toast';
import QuestionnairePage from './questionnaire-page';
import { fakeApi, json, renderScreen, signedIn } from './screen-test-kit';

const project: Project = {
  id: 7,
  name: 'Zoë Łódź Müller & Söhne',
  country: 'DE',
  industry: 'manufacturing',
  employeeCount: '51-200',
  softwareCategory: 'crm',
  affectedTeams: ['Sales'],
  businessNeeds: 'One pipeline',
  status: 'in_progress',
  lastError: null,
  clientId: null,
  clientName: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  completedAt: null,
  questionsAnswered: 1,
  totalQuestions: 3,
  recommendationCount: 0,
  decision: null,
};

const question = (id: number, title: string, options: [string, string, string?][]): Question => ({
  id,
  projectId: 7,
  order: id,
  selection: 'multiple',
  category: `Category ${id}`,
  title,
  description: `About ${title}`,
  options: options.map(([value, label, description]) => ({ value, label, ...(description ? { description } : {}) })),
});
const questions = [
  question(1, 'Which sales features do you need?', [['feature:pipeline', 'Pipeline'], ['feature:quotes', 'Quotes', 'Send quotes'], ['none', 'None of these']]),
  question(2, 'Which integrations matter?', [['integration:xero', 'Xero'], ['integration:slack', 'Slack'], ['none', 'None of these']]),
  question(3, 'When do you need to go live?', [['timeline:4', 'Within a month'], ['none', 'No deadline']]),
];
const saved: Answer = { id: 1, questionId: 1, projectId: 7, selectedOption: 'feature:quotes', additionalComments: 'EUR and PLN', importance: 'must-have' };

function setup(opts: { project?: Partial<Project>; questions?: Question[]; answers?: Answer[] } = {}) {
  const api = fakeApi();
  api.routes['GET /api/projects/7'] = () => json(200, { ...project, ...opts.project });
  api.routes['GET /api/projects/7/questions'] = () => json(200, opts.questions ?? questions);
  api.routes['GET /api/projects/7/answers'] = () => json(200, opts.answers ?? [saved]);
  api.routes['POST /api/answers'] = (body) => {
    const b = body as Answer;
    return json(200, { ...b, id: b.questionId, additionalComments: b.additionalComments ?? null, importance: b.importance ?? 'nice-to-have' });
  };
  const view = renderScreen(QuestionnairePage, { path: '/questionnaire/7', pattern: '/questionnaire/:id' });
  return { api, ...view };
}

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

describe('Questionnaire', () => {
  it('opens on the first unanswered question with the spec texts', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Which integrations matter?' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Requirements Discovery' })).toBeTruthy();
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect(screen.getByText('Category 2')).toBeTruthy();
    expect(screen.getByText('About Which integrations matter?')).toBeTruthy();
    expect(screen.getByLabelText('Additional Comments (Optional)').getAttribute('rows')).toBe('3');
    expect(screen.getByRole('button', { name: /Next Question/ })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Nice-to-have' }) as HTMLInputElement).checked).toBe(true);
  });

  it('pre-fills a saved answer when going back to it; Previous is disabled on the first question', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByText('Question 2 of 3');
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('Question 1 of 3')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Quotes/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Pipeline/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Send quotes')).toBeTruthy();
    expect((screen.getByLabelText('Additional Comments (Optional)') as HTMLTextAreaElement).value).toBe('EUR and PLN');
    expect((screen.getByRole('radio', { name: 'Must-have' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses to move on without a selection', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await screen.findByText('Question 2 of 3');
    await user.click(screen.getByRole('button', { name: /Next Question/ }));
    expect(await screen.findAllByText('Please select at least one answer')).not.toHaveLength(0);
    expect(api.bodiesOf('POST /api/answers')).toHaveLength(0);
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
  });

  it('saves the selection, importance and comment, then completes the questionnaire', async () => {
    const user = userEvent.setup();
    const { api, location } = setup();
    api.routes['POST /api/projects/7/complete'] = () => json(200, { ...project, status: 'analyzing' });
    await screen.findByText('Question 2 of 3');
    await user.click(screen.getByRole('checkbox', { name: /Xero/ }));
    await user.click(screen.getByRole('checkbox', { name: /Slack/ }));
    await user.click(screen.getByRole('radio', { name: 'Must-have' }));
    await user.type(screen.getByLabelText('Additional Comments (Optional)'), 'Łódź office');
    await user.click(screen.getByRole('button', { name: /Next Question/ }));
    expect(await screen.findByText('Question 3 of 3')).toBeTruthy();
    expect(api.bodiesOf('POST /api/answers')).toEqual([
      { questionId: 2, projectId: 7, selectedOption: 'integration:xero,integration:slack', additionalComments: 'Łódź office', importance: 'must-have' },
    ]);

    // The last question: 'none' is a real answer; the comment is omitted when empty.
    await user.click(screen.getByRole('checkbox', { name: /No deadline/ }));
    expect(screen.getByRole('radio', { name: 'Must-have' }).matches(':disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: /Complete Questionnaire/ }));
    expect(await screen.findByText('Questionnaire Complete!')).toBeTruthy();
    expect(screen.getByText('Generating your personalized recommendations...')).toBeTruthy();
    expect(api.bodiesOf('POST /api/answers')[1]).toEqual({ questionId: 3, projectId: 7, selectedOption: 'none', importance: 'nice-to-have' });
    expect(api.calls.some((c) => c.key === 'POST /api/projects/7/complete')).toBe(true);
    await waitFor(() => expect(location.history.at(-1)).toBe('/analysis/7'));
  });

  it("shows 'Submitting...' while completing and the server's message when it refuses", async () => {
    const user = userEvent.setup();
    const all = questions.map((q, i) => ({ ...saved, id: i + 1, questionId: q.id, selectedOption: q.options[0]!.value }));
    const { api } = setup({ answers: all });
    let refuse!: (r: Response) => void;
    api.routes['POST /api/projects/7/complete'] = () => new Promise<Response>((resolve) => (refuse = resolve));
    expect(await screen.findByText('Question 3 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Complete Questionnaire/ }));
    const submitting = await screen.findByRole('button', { name: /Submitting\.\.\./ });
    expect((submitting as HTMLButtonElement).disabled).toBe(true);
    refuse(json(400, { message: 'Please answer every question before completing (1 unanswered)', code: 'questions_unanswered' }));
    expect(await screen.findByText('Please answer every question before completing (1 unanswered)')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it("reports a failed save with 'Failed to submit answer' when the server says nothing", async () => {
    const user = userEvent.setup();
    const { api } = setup();
    api.routes['POST /api/answers'] = () => new Response('', { status: 502 });
    await screen.findByText('Question 2 of 3');
    await user.click(screen.getByRole('checkbox', { name: /Xero/ }));
    await user.click(screen.getByRole('button', { name: /Next Question/ }));
    expect(await screen.findByText('Failed to submit answer')).toBeTruthy();
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
  });

  it('is operable with the keyboard alone', async () => {
    const user = userEvent.setup();
    const { api } = setup({ answers: [] });
    await screen.findByText('Question 1 of 3');
    screen.getByRole('checkbox', { name: /Pipeline/ }).focus();
    await user.keyboard(' ');
    await user.tab(); // Quotes
    await user.tab(); // None of these
    await user.tab(); // importance radio group
    await user.keyboard('{ArrowLeft}');
    expect((screen.getByRole('radio', { name: 'Must-have' }) as HTMLInputElement).checked).toBe(true);
    await user.tab(); // comments
    await user.keyboard('Needs PLN');
    await user.tab(); // Previous is disabled, so Next Question
    expect(document.activeElement?.textContent).toMatch(/Next Question/);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Question 2 of 3')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Which integrations matter?' }));
    expect(api.bodiesOf('POST /api/answers')).toEqual([{ questionId: 1, projectId: 7, selectedOption: 'feature:pipeline', additionalComments: 'Needs PLN', importance: 'must-have' }]);
  });

  it("shows 'No Questions Available' when there are none", async () => {
    setup({ questions: [], answers: [] });
    expect(await screen.findByText('No Questions Available')).toBeTruthy();
    expect(screen.getByText('Unable to generate questions for this project.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('sends an invalid id or a missing project to /dashboard', async () => {
    fakeApi();
    const a = renderScreen(QuestionnairePage, { path: '/questionnaire/abc', pattern: '/questionnaire/:id' });
    await waitFor(() => expect(a.location.history.at(-1)).toBe('/dashboard'));
    cleanup();
    fakeApi();
    const b = renderScreen(QuestionnairePage, { path: '/questionnaire/99', pattern: '/questionnaire/:id' });
    await waitFor(() => expect(b.location.history.at(-1)).toBe('/dashboard'));
  });

  it('sends a signed-out visitor to /', async () => {
    fakeApi();
    const { location } = renderScreen(QuestionnairePage, { path: '/questionnaire/7', pattern: '/questionnaire/:id', auth: { ...signedIn, user: null } });
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  it('sends a project that is not answerable to the right screen', async () => {
    const { location } = setup({ project: { status: 'analyzing' } });
    await waitFor(() => expect(location.history.at(-1)).toBe('/analysis/7'));
  });
});
