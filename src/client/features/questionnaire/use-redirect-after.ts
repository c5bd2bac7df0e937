import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Goes to `href` after `delayMs` once it is set (the spec's one-second pause after a status change). */
export function useRedirectAfter(href: string | null, delayMs: number): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!href) return;
    if (delayMs <= 0) {
      navigate(href, { replace: true });
      return;
    }
    const timer = setTimeout(() => navigate(href), delayMs);
    return () => clearTimeout(timer);
  }, [href, delayMs, navigate]);
}
