// A minimal API client for benchmarks: signs up through /auth/v1 (autoconfirm) and calls /api.
import { randomUUID } from 'node:crypto';

export type BenchUser = { headers: Record<string, string> };

export async function signUp(baseUrl: string): Promise<BenchUser> {
  const email = `bench-${randomUUID().slice(0, 12)}@example.com`;
  const res = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-123' }),
  });
  const json = (await res.json()) as { access_token?: string };
  if (!json.access_token) throw new Error(`sign-up did not return a session (is AUTH_AUTOCONFIRM on?): ${JSON.stringify(json)}`);
  return { headers: { authorization: `Bearer ${json.access_token}`, 'content-type': 'application/json' } };
}

export async function api<T>(baseUrl: string, user: BenchUser, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { method, headers: user.headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export const sampleProject = (i: number) => ({
  name: `Bench project ${i}`,
  country: (['US', 'UK', 'CA', 'AU', 'DE', 'FR'] as const)[i % 6],
  industry: 'technology',
  employeeCount: '11-50',
  softwareCategory: (['crm', 'erp', 'telephony', 'noc', 'hr', 'accounting', 'project-management', 'marketing', 'other'] as const)[i % 9],
  affectedTeams: ['Sales', 'Operations'],
  businessNeeds: 'Automate follow-ups, report weekly, connect to Slack and our accounting tool.',
});
