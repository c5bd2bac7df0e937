// Test support for the questionnaire, waiting, results screens: a fake API behind fetch (the
// network is the only thing mocked), a signed-in user, and the route the page is mounted on.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '../../components/ui/toaster';
import { getQueryFn } from '../../lib/api';
import { AuthContext, type AuthState } from '../auth/use-auth';

export type Handler = (body: unknown) => Response | Promise<Response>;
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

export function fakeApi() {
  const routes: Record<string, Handler> = {};
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const handler = routes[key];
    return handler ? handler(body) : json(404, { message: 'Project not found' });
  });
  return { routes, calls, bodiesOf: (key: string) => calls.filter((c) => c.key === key).map((c) => c.body) };
}

export const signedIn: AuthState = {
  user: { id: 'u1', email: 'zoe@example.com', name: 'Zoë', emailConfirmed: true },
  loading: false,
  mfaRequired: false,
  openSignIn: () => {},
  signOut: async () => {},
};

export function renderScreen(Page: ComponentType, opts: { path: string; pattern: string; auth?: AuthState }) {
  // Radix toasts capture the pointer; jsdom lacks the API.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  // user-event walks radio groups with CSS.escape, which jsdom lacks.
  globalThis.CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') } as typeof CSS;
  const location = memoryLocation({ path: opts.path, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={opts.auth ?? signedIn}>
        <Router hook={location.hook}>
          <Route path={opts.pattern}>
            <Page />
          </Route>
        </Router>
      </AuthContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, location, queryClient };
}
