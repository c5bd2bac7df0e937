import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Scrolls to the element of the URL's #hash, waiting a little for a lazy page to render it. */
export function scrollToHash(hash: string, behavior: ScrollBehavior = 'smooth'): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return;
  let frames = 0;
  const attempt = () => {
    const el = document.getElementById(id);
    if (el) {
      el.scrollIntoView({ block: 'start', behavior });
      if (el.tabIndex >= 0 || el.hasAttribute('tabindex')) el.focus({ preventScroll: true });
      return;
    }
    if (++frames < 120) requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * Single-page navigation keeps the scroll position of the previous page; a real site starts a new
 * page at the top, or at the anchor the link names (/#features, /methodology#how-we-make-money).
 */
export function ScrollManager() {
  const [location] = useLocation();
  useEffect(() => {
    // A new page appears at once; smooth scrolling is for moving within a page.
    if (window.location.hash) scrollToHash(window.location.hash, 'instant');
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);
  return null;
}
