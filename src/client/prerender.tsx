// Build-time prerendering of the public marketing pages (scripts/prerender.mjs runs this after
// the client build). The HTML is the real app rendered for a signed-out visitor; the browser
// hydrates it, so the first paint needs no JavaScript. Runtime config (app name) is left as the
// %APP_NAME% placeholder the server fills in, exactly as in index.html.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app';
import { prerenderedMeta, type PageMeta } from './features/layout/use-page-meta';

/** Pages with no per-user content. The server sends these as HTML; every other path gets the empty shell. */
export const prerenderPaths = ['/', '/pricing', '/pro', '/methodology', '/privacy', '/terms', '/contact'] as const;

export async function renderPage(path: string): Promise<{ html: string; meta: PageMeta | null }> {
  // The first pass loads the lazy page modules. The second renders with them resolved, so no
  // Suspense boundary streams in later: no inline script (the CSP forbids them), nothing for
  // the browser to complete before hydrating.
  await renderOnce(path);
  prerenderedMeta.current = null;
  const html = await renderOnce(path);
  if (html.includes('<script'))
    throw new Error(`prerendering ${path} left an inline script (a Suspense boundary still suspended)`);
  return { html, meta: prerenderedMeta.current };
}

async function renderOnce(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
    // Never outline a large boundary into a later chunk completed by an inline script.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const reader = prelude.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  return html + decoder.decode();
}
