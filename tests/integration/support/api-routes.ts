// Every route the server answers under /api and /auth/v1, with who may call it, so the fuzz
// and authorization suites cover them all. `routeCatalogIsComplete` compares this list with the
// live router, so a new route without an entry here fails the suite instead of going unfuzzed.
import type { FastifyInstance } from 'fastify';
import { addDays, utcToday } from '../../../src/shared/decisions.js';

export type Caller =
  /** Anyone: public forms, health, the auth server's sign-up/sign-in endpoints. */
  | 'public'
  /** A signed-in user's access token (every /api route except the public ones). */
  | 'user'
  /** The auth server's service-role key (GoTrue admin API). */
  | 'admin';

export type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With `:id` where the router has a parameter. */
  path: string;
  caller: Caller;
  /** A body that reaches the route's real work when combined with the fixture (see fuzz tests). */
  sample?: (f: Fixture) => unknown;
  /** Changes or removes data the other cases rely on: fuzzed last, against a sacrificial id. */
  destructive?: boolean;
};

/** Ids and values of the data a test prepared, so samples can point at real rows. */
export type Fixture = {
  projectId: number;
  questionId: number;
  optionValue: string;
  email: string;
  /** A client of the caller's workspace (issue 19), when the test made one. */
  clientId?: number;
};

const project = () => ({
  name: 'Fuzz project',
  country: 'US',
  industry: 'technology',
  employeeCount: '11-50',
  softwareCategory: 'crm',
  affectedTeams: ['Sales'],
  businessNeeds: 'Track leads and follow-ups.',
});

const client = () => ({ name: `Fuzz client ${Math.random().toString(36).slice(2, 8)}`, country: 'UK', industry: 'healthcare', employeeCount: '51-200', notes: 'Two clinics.' });

const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

export const apiRoutes: Route[] = [
  { method: 'GET', path: '/api/users/me', caller: 'user' },
  { method: 'POST', path: '/api/auth/oauth-callback', caller: 'user', sample: () => ({ provider: 'google', user: { user_metadata: { full_name: 'Ada Lovelace' } } }) },
  { method: 'GET', path: '/api/user/project-eligibility', caller: 'user' },
  { method: 'GET', path: '/api/projects', caller: 'user' },
  { method: 'POST', path: '/api/projects', caller: 'user', sample: project },
  { method: 'GET', path: '/api/projects/:id', caller: 'user' },
  { method: 'GET', path: '/api/projects/:id/questions', caller: 'user' },
  { method: 'GET', path: '/api/projects/:id/answers', caller: 'user' },
  { method: 'GET', path: '/api/projects/:id/recommendations', caller: 'user' },
  { method: 'GET', path: '/api/projects/:id/exclusions', caller: 'user' },
  { method: 'GET', path: '/api/projects/:id/run', caller: 'user' },
  { method: 'GET', path: '/api/projects/:id/export.csv', caller: 'user' },
  { method: 'GET', path: '/api/projects/:id/export.xlsx', caller: 'user' },
  {
    method: 'POST',
    path: '/api/answers',
    caller: 'user',
    sample: (f) => ({ projectId: f.projectId, questionId: f.questionId, selectedOption: f.optionValue, importance: 'must-have', additionalComments: 'ok' }),
  },
  { method: 'GET', path: '/api/projects/:id/decision', caller: 'user' },
  // "None yet" needs no recommendations, so the fuzzed project (questions only) reaches the upsert.
  { method: 'PUT', path: '/api/projects/:id/decision', caller: 'user', sample: () => ({ productId: null, reason: 'Waiting for two demos.', reviewDate: addDays(utcToday(new Date()), 30) }) },
  { method: 'POST', path: '/api/projects/:id/review', caller: 'user', sample: () => ({ rating: 4, comment: 'It delivered the pipeline we needed.' }) },
  // Registered with TEST_ROUTES only (tests/helpers/test-app.ts turns it on).
  { method: 'PUT', path: '/api/test-hooks/projects/:id/decision/review-date', caller: 'user', sample: () => ({ reviewDate: '2026-01-15' }) },
  { method: 'POST', path: '/api/projects/:id/retry', caller: 'user' },
  { method: 'POST', path: '/api/projects/:id/share-links', caller: 'user', sample: () => ({ expiresInDays: 7 }) },
  { method: 'GET', path: '/api/projects/:id/share-links', caller: 'user' },
  // :id is a share link's id here; revoking one of the caller's links harms no other case.
  { method: 'DELETE', path: '/api/share-links/:id', caller: 'user' },
  { method: 'GET', path: '/api/workspace', caller: 'user' },
  { method: 'PATCH', path: '/api/workspace', caller: 'user', sample: () => ({ name: 'Fuzz IT Services' }) },
  { method: 'POST', path: '/api/workspace/switch', caller: 'user', sample: () => ({ workspaceId: 'not-a-member-here' }) },
  // Client companies (issue 19). :id is a client's id here; the fixture's client when there is one.
  { method: 'GET', path: '/api/clients', caller: 'user' },
  { method: 'POST', path: '/api/clients', caller: 'user', sample: client },
  { method: 'GET', path: '/api/clients/:id', caller: 'user' },
  { method: 'PUT', path: '/api/clients/:id', caller: 'user', sample: client },
  { method: 'GET', path: '/api/clients/:id/portfolio', caller: 'user' },
  { method: 'PUT', path: '/api/projects/:id/client', caller: 'user', sample: (f) => ({ clientId: f.clientId ?? null }) },
  { method: 'DELETE', path: '/api/clients/:id', caller: 'user', destructive: true },
  { method: 'GET', path: '/api/workspace/members', caller: 'user' },
  // :userId is a member of the caller's workspace; its creator (the caller) can be neither demoted nor removed.
  { method: 'PUT', path: '/api/workspace/members/:userId', caller: 'user', sample: () => ({ role: 'member' }) },
  { method: 'DELETE', path: '/api/workspace/members/:userId', caller: 'user' },
  { method: 'POST', path: '/api/workspace/invitations', caller: 'user', sample: () => ({ email: 'invitee@example.com', role: 'member' }) },
  { method: 'GET', path: '/api/workspace/invitations', caller: 'user' },
  // :id is an invitation's id here; revoking one of the caller's harms no other case.
  { method: 'DELETE', path: '/api/workspace/invitations/:id', caller: 'user' },
  // Fuzzed tokens are unknown (404); the per-IP limiter answers 429 once an address has tried too many.
  { method: 'GET', path: '/api/invitations/:token', caller: 'public' },
  { method: 'POST', path: '/api/invitations/:token/accept', caller: 'user' },
  // showMadeWith false without the Unlimited plan is a 402; true reaches the update.
  { method: 'PUT', path: '/api/workspace/branding', caller: 'user', sample: () => ({ brandName: 'Fuzz IT Services', accent: '#0e7c66', contact: 'hello@fuzz.example', showMadeWith: true }) },
  // The body is the raw PNG or SVG, which the fuzzer's JSON and text bodies are not (415/400);
  // branding.test.ts sends real and hostile logos.
  { method: 'PUT', path: '/api/workspace/branding/logo', caller: 'user' },
  { method: 'DELETE', path: '/api/workspace/branding/logo', caller: 'user' },
  { method: 'POST', path: '/api/projects/:id/complete', caller: 'user' },
  { method: 'POST', path: '/api/projects/:id/rerun', caller: 'user' },
  {
    method: 'POST',
    path: '/api/catalog/fact-reports',
    caller: 'user',
    sample: () => ({ productId: 'hubspot-sales-hub', fact: 'Starter price', correction: 'The Starter price changed last month.', link: '' }),
  },
  {
    method: 'POST',
    path: '/api/generate-executive-summary',
    caller: 'user',
    sample: (f) => ({
      projectContext: { project: 'Fuzz', industry: 'technology', companySize: '11-50', businessNeeds: 'CRM', softwareCategory: 'crm' },
      recommendations: [{ rank: 1, name: 'HubSpot', matchScore: 80, description: 'Good' }],
      questionsAndAnswers: [{ question: 'Q', answer: 'A' }],
      ...(f.projectId % 2 === 0 ? { projectId: f.projectId } : {}),
    }),
  },
  { method: 'POST', path: '/api/create-payment-intent', caller: 'user', sample: () => ({ amount: 7 }) },
  { method: 'POST', path: '/api/payment-success', caller: 'user', sample: () => ({ type: 'credit', paymentIntentId: 'pi_test_123' }) },
  { method: 'POST', path: '/api/create-subscription', caller: 'user', sample: () => ({}) },
  { method: 'POST', path: '/api/complete-subscription', caller: 'user', sample: () => ({ setupIntentId: 'seti_1', customerId: 'cus_1', priceId: 'price_1' }) },
  { method: 'GET', path: '/api/billing', caller: 'user' },
  { method: 'POST', path: '/api/billing/portal', caller: 'user', sample: () => ({ flow: 'manage' }) },
  { method: 'POST', path: '/api/subscription/cancel', caller: 'user' },
  { method: 'POST', path: '/api/subscription/resume', caller: 'user' },
  { method: 'POST', path: '/api/test-mode/confirm-payment', caller: 'user', sample: () => ({ clientSecret: 'pi_x_secret_y', card }) },
  { method: 'POST', path: '/api/test-mode/confirm-setup', caller: 'user', sample: () => ({ clientSecret: 'seti_x_secret_y', card }) },
  { method: 'GET', path: '/api/account/export', caller: 'user' },
  { method: 'POST', path: '/api/consultations', caller: 'public', sample: (f) => ({ name: 'Ada', email: f.email, company: 'ACME', preferredTimes: 'mornings', message: 'Hello' }) },
  { method: 'POST', path: '/api/contact', caller: 'public', sample: (f) => ({ name: 'Ada', email: f.email, topic: 'general', message: 'Hello there' }) },
  // Fuzzed tokens are mostly unknown (404); the per-IP limiter answers 429 once an address has tried too many.
  { method: 'GET', path: '/api/shared/:token', caller: 'public' },
  // Unknown keys are 404 JSON; a real key is random and changes with every upload.
  { method: 'GET', path: '/api/logos/:key', caller: 'public' },
  { method: 'POST', path: '/api/stripe/webhook', caller: 'public', sample: () => ({ id: 'evt_1', type: 'payment_intent.succeeded' }) },
  { method: 'DELETE', path: '/api/projects/:id', caller: 'user', destructive: true },
  { method: 'DELETE', path: '/api/account', caller: 'user', destructive: true },
];

export const authRoutes: Route[] = [
  { method: 'POST', path: '/auth/v1/signup', caller: 'public', sample: (f) => ({ email: f.email, password: 'a-long-password-1', data: { name: 'Fuzz' } }) },
  { method: 'GET', path: '/auth/v1/settings', caller: 'public' },
  { method: 'POST', path: '/auth/v1/token', caller: 'public', sample: (f) => ({ email: f.email, password: 'wrong-password-1', refresh_token: 'abc', auth_code: 'x', code_verifier: 'y' }) },
  { method: 'GET', path: '/auth/v1/verify', caller: 'public' },
  { method: 'POST', path: '/auth/v1/verify', caller: 'public', sample: (f) => ({ type: 'signup', email: f.email, token: '123456' }) },
  { method: 'POST', path: '/auth/v1/recover', caller: 'public', sample: (f) => ({ email: f.email }) },
  { method: 'POST', path: '/auth/v1/resend', caller: 'public', sample: (f) => ({ type: 'signup', email: f.email }) },
  { method: 'POST', path: '/auth/v1/otp', caller: 'public', sample: (f) => ({ email: f.email, create_user: false }) },
  { method: 'GET', path: '/auth/v1/user', caller: 'user' },
  { method: 'PUT', path: '/auth/v1/user', caller: 'user', sample: () => ({ data: { name: 'Renamed' } }) },
  { method: 'GET', path: '/auth/v1/reauthenticate', caller: 'user' },
  { method: 'POST', path: '/auth/v1/factors', caller: 'user', sample: () => ({ factor_type: 'totp', friendly_name: 'phone' }) },
  { method: 'POST', path: '/auth/v1/factors/:id/challenge', caller: 'user', sample: () => ({}) },
  { method: 'POST', path: '/auth/v1/factors/:id/verify', caller: 'user', sample: () => ({ challenge_id: '00000000-0000-4000-8000-000000000000', code: '123456' }) },
  { method: 'DELETE', path: '/auth/v1/factors/:id', caller: 'user' },
  { method: 'GET', path: '/auth/v1/admin/users', caller: 'admin' },
  { method: 'POST', path: '/auth/v1/admin/users', caller: 'admin', sample: (f) => ({ email: `admin-${f.email}`, password: 'a-long-password-1', email_confirm: true }) },
  { method: 'GET', path: '/auth/v1/admin/users/:id', caller: 'admin' },
  { method: 'PUT', path: '/auth/v1/admin/users/:id', caller: 'admin', sample: () => ({ user_metadata: { name: 'X' } }) },
  { method: 'DELETE', path: '/auth/v1/admin/users/:id', caller: 'admin' },
  { method: 'POST', path: '/auth/v1/invite', caller: 'admin', sample: (f) => ({ email: `invite-${f.email}`, data: { name: 'Invited' } }) },
  { method: 'GET', path: '/auth/v1/admin/users/:id/factors', caller: 'admin' },
  { method: 'PUT', path: '/auth/v1/admin/users/:id/factors/:factorId', caller: 'admin', sample: () => ({ friendly_name: 'Phone' }) },
  { method: 'DELETE', path: '/auth/v1/admin/users/:id/factors/:factorId', caller: 'admin' },
  { method: 'POST', path: '/auth/v1/admin/generate_link', caller: 'admin', sample: (f) => ({ type: 'magiclink', email: f.email }) },
  { method: 'GET', path: '/auth/v1/authorize', caller: 'public' },
  { method: 'GET', path: '/auth/v1/callback', caller: 'public' },
  { method: 'GET', path: '/auth/v1/.well-known/jwks.json', caller: 'public' },
  { method: 'GET', path: '/auth/v1/health', caller: 'public' },
  { method: 'POST', path: '/auth/v1/logout', caller: 'user', destructive: true },
];

/** `METHOD /path` for every /api and /auth/v1 route the router knows (HEAD and OPTIONS aside). */
export function liveRoutes(app: FastifyInstance): string[] {
  const found = new Set<string>();
  const tree = app.printRoutes({ commonPrefix: false });
  // printRoutes draws a tree; rebuild full paths from the indentation.
  const stack: { depth: number; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│\s]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    const n = m ? null : /^([│\s]*)[├└]── (\S+)$/.exec(line);
    const indent = (m ?? n)?.[1];
    if (indent === undefined) continue;
    const depth = indent.length;
    const segment = (m ?? n)![2]!;
    while (stack.length && stack.at(-1)!.depth >= depth) stack.pop();
    const parent = stack.at(-1)?.path ?? '';
    const full = parent.endsWith('/') || segment.startsWith('/') ? `${parent}${segment}` : `${parent}/${segment}`;
    stack.push({ depth, path: full.replace(/\/\/+/g, '/') });
    if (!m) continue;
    for (const method of m[3]!.split(',').map((s) => s.trim())) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const p = full.replace(/\/\/+/g, '/');
      if (p.startsWith('/api/') || p.startsWith('/auth/v1/')) found.add(`${method} ${p}`);
    }
  }
  return [...found].sort();
}
