import { useEffect } from 'react';
import { publicConfig } from '../../lib/public-config';

/** Sets the document title and meta description of the current route. */
export function usePageMeta(opts: { title: string; description?: string; noIndex?: boolean }) {
  useEffect(() => {
    document.title = `${opts.title} | ${publicConfig.appName}`;
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
