// Handing the finished PDF to the user: it downloads under the project's name and opens in the
// tab that was opened (synchronously, so no popup blocker stops it) when Export was pressed.
import { saveFile } from '../../lib/save-file';

const URL_LIFETIME_MS = 5 * 60_000;

/** Opened inside the click handler; shows a short note until the report is ready. Null when blocked. */
export function openPendingTab(): Window | null {
  let tab: Window | null;
  try {
    tab = window.open('', '_blank');
  } catch {
    return null;
  }
  if (!tab) return null;
  try {
    tab.document.title = 'Preparing your report…';
    tab.document.body.style.font = '16px system-ui, sans-serif';
    tab.document.body.style.padding = '2rem';
    tab.document.body.textContent = 'Preparing your software recommendation report…';
  } catch {
    // A browser that doesn't let us write into the new tab still shows the PDF later.
  }
  return tab;
}

export function deliverReport(blob: Blob, fileName: string, tab: Window | null): void {
  const url = saveFile(blob, fileName, URL_LIFETIME_MS);
  if (tab && !tab.closed) tab.location.href = url;
}
