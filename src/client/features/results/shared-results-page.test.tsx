import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SharedResults } from '../../../shared/share-links.js';
import { fakeApi, json, renderScreen, signedIn } from '../questionnaire/screen-test-kit';
import { fixtureRecommendations } from '../report/report-fixture';
import SharedResultsPage from './shared-results-page';

const TOKEN = 'T'.repeat(43);
const signedOut = { ...signedIn, user: null };

const shared: SharedResults = {
  project: {
    name: 'Plant CRM shortlist',
    softwareCategory: 'crm',
    country: 'DE',
    industry: 'manufacturing',
    employeeCount: '51-200',
  },
  recommendations: fixtureRecommendations.map(({ projectId: _omit, ...r }) => r),
  exclusions: [{ productId: 'x', softwareName: 'Excluded Suite', reasons: ['Not sold or supported in Germany.'] }],
  completedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  branding: { brandName: '', accent: null, contact: '', logoUrl: null, showMadeWith: true },
  clientName: null,
};

function setup(answer: Response) {
  const api = fakeApi();
  api.routes[`GET /api/shared/${TOKEN}`] = () => answer;
  return renderScreen(SharedResultsPage, { path: `/shared/${TOKEN}`, pattern: '/shared/:token', auth: signedOut });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Shared results', () => {
  it('shows the results read-only: cards, the comparison and what was ruled out, nothing that needs an account', async () => {
    setup(json(200, shared));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plant CRM shortlist' })).toBeTruthy();
    for (const badge of ['CRM', '51-200 employees', 'Manufacturing', 'Germany']) expect(screen.getByText(badge)).toBeTruthy();
    expect(screen.getByText(/This link works until Dec 20, 2026/)).toBeTruthy();
    expect(screen.getAllByTestId('recommendation-card')).toHaveLength(fixtureRecommendations.length);
    const table = within(screen.getByRole('region', { name: 'Comparison of the recommendations' })).getByRole('table');
    expect(table.querySelectorAll('thead th')).toHaveLength(fixtureRecommendations.length + 1);
    for (const r of fixtureRecommendations)
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${r.softwareName}`) })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Not recommended' })).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Report a wrong fact/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Next Steps' })).toBeNull();
  });

  it('shows our own line when the workspace has no brand', async () => {
    setup(json(200, shared));
    expect(await screen.findByText(/Shared from Stackwise/)).toBeTruthy();
    expect(screen.queryByTestId('shared-brand')).toBeNull();
  });

  it("shows the sharing MSP's brand, and our line only as 'Made with Stackwise' when it is on", async () => {
    const branding = { brandName: 'Northwind IT', accent: '#0e7c66', contact: 'hello@northwind.example', logoUrl: '/api/logos/' + 'k'.repeat(32), showMadeWith: true };
    setup(json(200, { ...shared, branding, clientName: 'Contoso Dental' }));
    const header = await screen.findByTestId('shared-brand');
    expect(within(header).getByRole('img', { name: 'Northwind IT logo' }).getAttribute('src')).toBe(branding.logoUrl);
    expect(within(header).getByText('Northwind IT')).toBeTruthy();
    expect(within(header).getByText('Prepared by Northwind IT for Contoso Dental')).toBeTruthy();
    expect(within(header).getByText('hello@northwind.example')).toBeTruthy();
    expect(header.style.borderBottomColor).toBe('rgb(14, 124, 102)');
    expect(screen.getByTestId('made-with').textContent).toBe('Made with Stackwise');
    expect(screen.queryByText(/Shared from Stackwise/)).toBeNull();
    cleanup();

    setup(json(200, { ...shared, branding: { ...branding, showMadeWith: false }, clientName: null }));
    expect(await screen.findAllByText('Prepared by Northwind IT')).toHaveLength(2);
    expect(screen.queryByTestId('made-with')).toBeNull();
    expect(document.body.textContent).not.toContain('Stackwise');
  });

  it.each([
    [410, 'share_link_revoked', 'This link was revoked by the person who shared it.', 'This link was revoked'],
    [410, 'share_link_expired', 'This link has expired. Ask the person who shared it for a new one.', 'This link has expired'],
    [404, 'share_link_unknown', 'This link does not exist.', 'This link does not work'],
    [429, 'rate_limited', 'Too many attempts to open shared links from your network.', 'Too many attempts'],
  ])('a %i %s gets a clear page', async (status, code, message, title) => {
    setup(json(status, { message, code }));
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByText('Plant CRM shortlist')).toBeNull();
  });
});
