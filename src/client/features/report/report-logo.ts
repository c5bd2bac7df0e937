// The workspace's logo for the PDF (issue 19). jsPDF draws PNGs; an SVG logo is drawn by the
// browser into a canvas first (an <img> of the SVG: scripts never run there) and exported as PNG.
// A logo that can't be loaded leaves the report without one rather than failing it.
import type { LogoType } from '../../../shared/workspaces.js';
import type { ReportLogo } from './report-pdf-data';

/** The pixel size a PNG declares in its IHDR chunk, or null when the bytes are no PNG. */
export function pngDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** How tall an SVG logo is drawn, in pixels: sharp at 20 mm on paper (about 300 dpi). */
const SVG_RASTER_HEIGHT = 240;

async function rasteriseSvg(blob: Blob): Promise<ReportLogo | null> {
  const url = URL.createObjectURL(blob);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    // The viewBox gives the drawing's proportions; an SVG without width and height has no
    // natural size of its own (browsers then report 300 × 150 or 0 × 0).
    const viewBox = /viewBox\s*=\s*["']\s*[-\d.eE]+[\s,]+[-\d.eE]+[\s,]+([\d.eE]+)[\s,]+([\d.eE]+)/.exec(await blob.text());
    const fromViewBox = viewBox ? Number(viewBox[1]) / Number(viewBox[2]) : NaN;
    const fromImage = img.naturalWidth && img.naturalHeight ? img.naturalWidth / img.naturalHeight : NaN;
    const ratio = Number.isFinite(fromViewBox) && fromViewBox > 0 ? fromViewBox : Number.isFinite(fromImage) ? fromImage : 1;
    const height = SVG_RASTER_HEIGHT;
    const width = Math.max(1, Math.min(Math.round(height * ratio), height * 8));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.drawImage(img, 0, 0, width, height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return png ? { png: new Uint8Array(await png.arrayBuffer()), width, height } : null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function loadReportLogo(url: string | null, type: LogoType | null): Promise<ReportLogo | null> {
  if (!url) return null;
  try {
    const res = await fetch(url);
    if (!res.ok) return null;
    const blob = await res.blob();
    if (type === 'image/svg+xml') return await rasteriseSvg(blob);
    const png = new Uint8Array(await blob.arrayBuffer());
    const size = pngDimensions(png);
    return size ? { png, ...size } : null;
  } catch (err) {
    console.warn('The logo could not be loaded for the report', err);
    return null;
  }
}
