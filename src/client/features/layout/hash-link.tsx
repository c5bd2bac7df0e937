import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { scrollToHash } from './scroll-manager';

/** A link to an anchor on a page (/#features). On that page already, it scrolls instead of navigating. */
export function HashLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const [location] = useLocation();
  const [path = '/', hash = ''] = href.split('#');
  return (
    <Link
      href={href}
      className={className}
      onClick={(e) => {
        if (location !== path) return;
        e.preventDefault();
        window.history.pushState(null, '', href);
        scrollToHash(hash);
      }}
    >
      {children}
    </Link>
  );
}
