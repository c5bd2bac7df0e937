import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import boldFont from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?inline';
import regularFont from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?inline';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { getQueryFn } from '../../lib/api';
import { fakeApi, json } from '../questionnaire/screen-test-kit';
import { fixtureAnswers, fixtureProject, fixtureQuestions, fixtureRecommendations } from './report-fixture';
import { useExportReport } from './use-export-report';

const bytes = (dataUrl: string) => Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));

let api: ReturnType<typeof fakeApi>;
let tab: { document: Document; location: { href: string }; closed: boolean; close: ReturnType<typeof vi.fn> };
let downloads: { name: string; href: string }[];
let blobs: Blob[];

function setup(opts: { recommendations?: unknown[] } = { recommendations: fixtureRecommendations }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  render(<Toaster />);
  return renderHook(() => useExportReport(fixtureProject, opts.recommendations), { wrapper });
}

beforeEach(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  api = fakeApi();
  api.routes['GET /api/projects/42/questions'] = () => json(200, fixtureQuestions);
  api.routes['GET /api/projects/42/answers'] = () => json(200, fixtureAnswers);
  api.routes['POST /api/generate-executive-summary'] = () => json(200, { summary: 'Pipedrive leads for Zoë Łódź Müller & Söhne.' });
  const fetchApi = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.endsWith('.ttf')) {
      return new Response(bytes(url.includes('Bold') ? boldFont : regularFont), { status: 200 });
    }
    return fetchApi(url, init);
  });
  tab = { document: document.implementation.createHTMLDocument(''), location: { href: '' }, closed: false, close: vi.fn() };
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  downloads = [];
  blobs = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, href: this.href });
  });
  URL.createObjectURL = (b: Blob) => (blobs.push(b), `blob:report-${blobs.length}`);
  URL.revokeObjectURL = () => {};
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useExportReport', () => {
  it('builds the PDF, downloads it under the project name and opens it in the new tab', async () => {
    const { result } = setup();
    let done!: Promise<void>;
    act(() => {
      done = result.current.exportReport();
    });
    expect(result.current.generating).toBe(true);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await act(() => done);
    expect(result.current.generating).toBe(false);
    expect(await screen.findByText('PDF Export Successful')).toBeTruthy();
    expect(screen.getByText('Your software recommendation report has been downloaded.')).toBeTruthy();
    expect(downloads).toEqual([{ name: 'Zoë Łódź Müller & Söhne - Software Recommendation Report.pdf', href: 'blob:report-1' }]);
    expect(tab.location.href).toBe('blob:report-1');
    expect(blobs[0]!.type).toBe('application/pdf');
    expect(blobs[0]!.size).toBeGreaterThan(20_000);
    const [summaryBody] = api.bodiesOf('POST /api/generate-executive-summary') as { projectId: number; questionsAndAnswers: unknown[] }[];
    expect(summaryBody!.projectId).toBe(42);
    expect(summaryBody!.questionsAndAnswers).toHaveLength(10);
  });

  it('still exports, with the fallback summary, when the summary request fails', async () => {
    api.routes['POST /api/generate-executive-summary'] = () => json(503, { message: 'busy' });
    const { result } = setup();
    await act(() => result.current.exportReport());
    expect(await screen.findByText('PDF Export Successful')).toBeTruthy();
    expect(downloads).toHaveLength(1);
  });

  it("reports 'Export Failed' and closes the waiting tab when generation fails", async () => {
    api.routes['GET /api/projects/42/answers'] = () => json(500, { message: 'Database unavailable' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = setup();
    await act(() => result.current.exportReport());
    expect(await screen.findByText('Export Failed')).toBeTruthy();
    expect(screen.getByText('There was an error generating the PDF report. Please try again.')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(downloads).toHaveLength(0);
    await waitFor(() => expect(result.current.generating).toBe(false));
  });

  it("says 'Export Error' when the data is not loaded", async () => {
    for (const recommendations of [undefined, []]) {
      const { result, unmount } = setup({ recommendations });
      await act(() => result.current.exportReport());
      expect(await screen.findByText('Export Error')).toBeTruthy();
      expect(screen.getByText('Project data is not fully loaded yet.')).toBeTruthy();
      expect(window.open).not.toHaveBeenCalled();
      unmount();
      cleanup();
    }
  });
});
