import { useEffect } from 'react';
import { publicConfig } from '../../lib/public-config';

export type PageMeta = { title: string; description?: string; noIndex?: boolean };

/** What the page being prerendered asked for (read by src/client/prerender.tsx; effects don't run there). */
export const prerenderedMeta: { current: PageMeta | null } = { current: null };

function rememberForPrerender(meta: PageMeta): void {
  prerenderedMeta.current = meta;
}

export function pageTitle(title: string): string {
  return `${title} | ${publicConfig.appName}`;
}

/** Sets the document title and meta description of the current route. */
export function usePageMeta(opts: PageMeta) {
  if (typeof document === 'undefined') rememberForPrerender(opts);
  useEffect(() => {
    document.title = pageTitle(opts.title);
    if (opts.description) setMeta('description', opts.description);
    setMeta('robots', opts.noIndex ? 'noindex' : 'index, follow');
  }, [opts.title, opts.description, opts.noIndex]);
}

function setMeta(name: string, content: string) {
  let el = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}
