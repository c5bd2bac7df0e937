// The report's Unicode font (DejaVu Sans, from the dejavu-fonts-ttf package; licence in its
// LICENSE file: Bitstream Vera / public domain changes). Vite emits the TTFs as hashed assets;
// they are fetched only when a report is generated, once per page load.
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import type { ReportFonts } from './report-pdf';

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

async function fetchFont(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Font ${url}: ${res.status}`);
  return toBase64(await res.arrayBuffer());
}

let fonts: Promise<ReportFonts> | null = null;

export function loadReportFonts(): Promise<ReportFonts> {
  fonts ??= Promise.all([fetchFont(regularUrl), fetchFont(boldUrl)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (err: unknown) => {
      fonts = null; // let the next attempt fetch again
      throw err;
    },
  );
  return fonts;
}
