import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsultationForm } from './consultation-form';

type Call = { url: string; body: Record<string, unknown> };
let calls: Call[] = [];
let respond: () => Response;

beforeEach(() => {
  calls = [];
  respond = () => new Response(JSON.stringify({ id: 12, message: 'Thank you! We have received your request.' }), { status: 201 });
  // The network is the boundary: the browser's fetch answers as the server would.
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
    return respond();
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ConsultationForm />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('ConsultationForm', () => {
  it('shows the problems next to the fields, focuses the first, and sends nothing', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    expect(screen.getByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please enter your email address')).toBeTruthy();
    const name = screen.getByLabelText('Name');
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('consult-name-error');
    expect(calls).toEqual([]);
  });

  it('posts the request and shows the server confirmation', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Dana Fischer');
    await user.type(screen.getByLabelText('Work email'), 'dana@example.com');
    await user.type(screen.getByLabelText(/Company/), 'Fischer Logistik');
    await user.type(screen.getByLabelText(/Preferred times/), 'Tuesday mornings');
    await user.type(screen.getByLabelText(/What would you like to discuss/), 'HR rollout');
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    expect(await screen.findByRole('heading', { name: 'Request received' })).toBeTruthy();
    expect(screen.getByText('Thank you! We have received your request.')).toBeTruthy();
    expect(calls).toEqual([
      {
        url: '/api/consultations',
        body: {
          name: 'Dana Fischer',
          email: 'dana@example.com',
          company: 'Fischer Logistik',
          preferredTimes: 'Tuesday mornings',
          message: 'HR rollout',
          website: '',
        },
      },
    ]);
  });

  it('keeps what was typed and shows the server message when sending fails', async () => {
    respond = () =>
      new Response(
        JSON.stringify({ message: 'Too many messages from your network. Please try again in an hour.', code: 'rate_limited' }),
        { status: 429 },
      );
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Dana');
    await user.type(screen.getByLabelText('Work email'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Too many messages from your network');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Dana');
  });
});
