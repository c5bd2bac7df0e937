import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { getQueryFn } from '../../lib/api';
import { defaultReviewDate, type ProjectDecision } from '../../../shared/decisions.js';
import { DecisionCard } from './decision-card';

const products = [
  { productId: 'hubspot-sales-hub', name: 'HubSpot Sales Hub' },
  { productId: 'pipedrive', name: 'Pipedrive' },
];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
let decision: ProjectDecision | null;
let putBodies: unknown[];
let putStatus: number;

function saved(body: { productId: string | null; reason: string; reviewDate: string }): ProjectDecision {
  const name = products.find((p) => p.productId === body.productId)?.name ?? null;
  return { ...body, productName: name, decidedAt: '2026-11-25T10:00:00.000Z', updatedAt: '2026-11-25T10:00:00.000Z', reviewedAt: null, reviewDue: false };
}

beforeEach(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  decision = null;
  putBodies = [];
  putStatus = 200;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url !== '/api/projects/7/decision') return json(404, { message: 'Not found' });
    if ((init?.method ?? 'GET') === 'GET') return json(200, { decision });
    const body = JSON.parse(String(init!.body)) as { productId: string | null; reason: string; reviewDate: string };
    putBodies.push(body);
    if (putStatus !== 200) return json(putStatus, { message: "productId: the chosen product is not one of this project's recommendations" });
    decision = saved(body);
    return json(200, { decision });
  });
});
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={queryClient}>
      <DecisionCard projectId={7} products={products} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('DecisionCard', { timeout: 20_000 }, () => {
  it('records a product with a reason and the default review date 90 days ahead, then shows it with Edit', async () => {
    const user = userEvent.setup();
    renderCard();
    const card = within(screen.getByRole('region', { name: 'Record your decision' }));
    const group = within(await card.findByRole('group', { name: 'Chosen product' }));
    expect(group.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['HubSpot Sales Hub', 'Pipedrive', 'None yet']);
    expect((group.getByRole('radio', { name: 'HubSpot Sales Hub' }) as HTMLInputElement).checked).toBe(true);
    const date = card.getByLabelText('Review date') as HTMLInputElement;
    expect(date.value).toBe(defaultReviewDate(new Date()));
    expect(date.min).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.click(group.getByRole('radio', { name: 'Pipedrive' }));
    await user.type(card.getByLabelText(/Reason/), 'Cheapest with email sync.');
    await user.click(card.getByRole('button', { name: 'Save decision' }));

    expect(await card.findByTestId('decision-choice')).toHaveProperty('textContent', 'Pipedrive');
    expect(putBodies).toEqual([{ productId: 'pipedrive', reason: 'Cheapest with email sync.', reviewDate: defaultReviewDate(new Date()) }]);
    expect(card.getByText('Cheapest with email sync.')).toBeTruthy();
    expect(await screen.findByText('Decision saved')).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Edit decision' }));
    expect((card.getByRole('radio', { name: 'Pipedrive' }) as HTMLInputElement).checked).toBe(true);
    expect((card.getByLabelText(/Reason/) as HTMLTextAreaElement).value).toBe('Cheapest with email sync.');
    await user.click(card.getByRole('radio', { name: 'None yet' }));
    await user.click(card.getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(card.getByTestId('decision-choice').textContent).toBe('None yet'));
    expect(putBodies.at(-1)).toMatchObject({ productId: null });
  });

  it('shows a saved decision first, and the server’s message when saving fails', async () => {
    const user = userEvent.setup();
    decision = saved({ productId: 'hubspot-sales-hub', reason: '', reviewDate: '2027-02-23' });
    putStatus = 400;
    renderCard();
    const card = within(screen.getByRole('region', { name: 'Record your decision' }));
    expect((await card.findByTestId('decision-choice')).textContent).toBe('HubSpot Sales Hub');
    expect(card.getByText('Feb 23, 2027')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Edit decision' }));
    await user.click(card.getByRole('button', { name: 'Save decision' }));
    expect(await screen.findByText('Could not save your decision')).toBeTruthy();
    expect(screen.getByText("productId: the chosen product is not one of this project's recommendations")).toBeTruthy();
    // Still editing; Cancel returns to the saved decision.
    await user.click(card.getByRole('button', { name: 'Cancel' }));
    expect(card.getByTestId('decision-choice').textContent).toBe('HubSpot Sales Hub');
  });
});
