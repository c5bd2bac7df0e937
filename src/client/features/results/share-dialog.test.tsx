import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareLink } from '../../../shared/share-links.js';
import { dismissToast } from '../../components/ui/use-toast';
import { fakeApi, json, renderScreen } from '../questionnaire/screen-test-kit';
import { ShareDialog } from './share-dialog';

const URL_ = `https://stackwise.example/shared/${'k'.repeat(43)}`;
const link = (over: Partial<ShareLink>): ShareLink => ({
  id: 1,
  status: 'active',
  createdAt: '2026-11-25T10:00:00.000Z',
  expiresAt: '2026-12-05T10:00:00.000Z',
  revokedAt: null,
  lastOpenedAt: null,
  ...over,
});

function setup() {
  const api = fakeApi();
  let links: ShareLink[] = [
    link({ id: 7, createdAt: '2026-11-01T10:00:00.000Z', expiresAt: '2026-11-08T10:00:00.000Z', status: 'expired' }),
  ];
  api.routes['GET /api/projects/42/share-links'] = () => json(200, links);
  api.routes['POST /api/projects/42/share-links'] = (body) => {
    const created = link({ id: 8, expiresAt: '2026-12-05T10:00:00.000Z' });
    links = [created, ...links];
    return json(201, { link: created, url: URL_, echo: body });
  };
  api.routes['DELETE /api/share-links/8'] = () => {
    links = links.map((l) => (l.id === 8 ? { ...l, status: 'revoked', revokedAt: '2026-11-25T11:00:00.000Z' } : l));
    return json(200, links[0]);
  };
  renderScreen(() => <ShareDialog projectId={42} />, { path: '/results/42', pattern: '/results/:id' });
  return api;
}

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShareDialog', () => {
  it('checks the days, creates a link shown once, lists the links and revokes one', async () => {
    const user = userEvent.setup();
    const api = setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share these results' });
    expect(await within(dialog).findByText('Expired')).toBeTruthy();

    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    const days = within(dialog).getByLabelText('Number of days (1–90)');
    await user.type(days, '91');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(within(dialog).getByText('A link stays valid for at most 90 days')).toBeTruthy();
    expect(api.bodiesOf('POST /api/projects/42/share-links')).toEqual([]);

    await user.clear(days);
    await user.type(days, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(((await within(dialog).findByLabelText('Share link')) as HTMLInputElement).value).toBe(URL_);
    expect(api.bodiesOf('POST /api/projects/42/share-links')).toEqual([{ expiresInDays: 10 }]);

    await waitFor(() => expect(within(dialog).getAllByTestId('share-link')).toHaveLength(2));
    const active = within(dialog).getAllByTestId('share-link')[0]!;
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).getByText(/Expires Dec 5, 2026 · not opened yet/)).toBeTruthy();
    await user.click(within(active).getByRole('button', { name: /^Revoke/ }));
    await waitFor(() => expect(within(within(dialog).getAllByTestId('share-link')[0]!).getByText('Revoked')).toBeTruthy());
    expect(api.calls.some((c) => c.key === 'DELETE /api/share-links/8')).toBe(true);
    // The expired link has nothing to revoke.
    expect(within(within(dialog).getAllByTestId('share-link')[1]!).queryByRole('button')).toBeNull();
  });
});
