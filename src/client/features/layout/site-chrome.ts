// Whether the page wants our own header and footer around it. A shared page carrying an MSP's
// brand (issue 19) shows that brand only, with our name as a small "Made with Stackwise" line:
// while such a page is mounted the app leaves its nav bar and footer out.
import { useEffect, useSyncExternalStore } from 'react';

let hidden = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Read by the app's layout. */
export function useSiteChromeHidden(): boolean {
  return useSyncExternalStore(subscribe, () => hidden > 0, () => false);
}

/** A page calls this to go without our header and footer while it is shown (when `hide` is true). */
export function useHideSiteChrome(hide: boolean): void {
  useEffect(() => {
    if (!hide) return;
    hidden++;
    notify();
    return () => {
      hidden--;
      notify();
    };
  }, [hide]);
}
