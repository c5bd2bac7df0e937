import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { ExportDownloads } from './export-downloads';

let urls: string[];
let reply: () => Response;
let saved: { name: string; blob: Blob }[];

beforeEach(() => {
  urls = [];
  saved = [];
  vi.stubGlobal('fetch', async (url: string) => (urls.push(url), reply()));
  const blobs: Blob[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), `blob:${blobs.length}`), revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs[Number(this.href.split(':').at(-1)) - 1]! });
  });
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDownloads() {
  render(
    <>
      <ExportDownloads projectId={7} />
      <Toaster />
    </>,
  );
}

describe('Compare matrix downloads', () => {
  it('saves the CSV under the name the server gives', async () => {
    reply = () => new Response('\uFEFFRequirement,Importance\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="stackwise-compare-acme.csv"' } });
    renderDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['stackwise-compare-acme.csv']));
    expect(urls).toEqual(['/api/projects/7/export.csv']);
    expect(saved[0]!.blob.size).toBeGreaterThan(0);
  });

  it('asks for the workbook from the Excel button', async () => {
    reply = () => new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { headers: { 'content-disposition': 'attachment; filename="stackwise-compare-acme.xlsx"' } });
    renderDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['stackwise-compare-acme.xlsx']));
    expect(urls).toEqual(['/api/projects/7/export.xlsx']);
  });

  it('shows the server’s message in a toast when the download fails, and saves nothing', async () => {
    reply = () => new Response(JSON.stringify({ message: 'This project has no recommendations to export yet.' }), { status: 409, headers: { 'content-type': 'application/json' } });
    renderDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    expect(await screen.findByText('This project has no recommendations to export yet.')).toBeTruthy();
    expect(screen.getByText('Download failed')).toBeTruthy();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download Excel' })).toHaveProperty('disabled', false);
  });
});
