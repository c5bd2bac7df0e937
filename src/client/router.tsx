// The route table of spec section 2. Pages are lazy so the landing page ships little code.
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';

type Page = LazyExoticComponent<ComponentType>;

const routes: { path: string; page: Page }[] = [
  { path: '/', page: lazy(() => import('./features/landing/landing-page')) },
  { path: '/verify-email', page: lazy(() => import('./features/auth/verify-email-page')) },
  { path: '/auth/callback', page: lazy(() => import('./features/auth/auth-callback-page')) },
  { path: '/reset-password', page: lazy(() => import('./features/auth/reset-password-page')) },
  { path: '/debug', page: lazy(() => import('./features/auth/debug-page')) },
  { path: '/pricing', page: lazy(() => import('./features/pricing/pricing-page')) },
  { path: '/checkout', page: lazy(() => import('./features/billing/checkout-page')) },
  { path: '/subscribe', page: lazy(() => import('./features/billing/subscribe-page')) },
  { path: '/dashboard', page: lazy(() => import('./features/dashboard/dashboard-page')) },
  { path: '/clients', page: lazy(() => import('./features/clients/clients-page')) },
  { path: '/clients/:id', page: lazy(() => import('./features/clients/portfolio-page')) },
  { path: '/account/security', page: lazy(() => import('./features/account/account-security-page')) },
  { path: '/project-wizard', page: lazy(() => import('./features/projects/project-wizard-page')) },
  { path: '/pro', page: lazy(() => import('./features/pro/pro-page')) },
  { path: '/methodology', page: lazy(() => import('./features/methodology/methodology-page')) },
  { path: '/privacy', page: lazy(() => import('./features/legal/privacy-page')) },
  { path: '/terms', page: lazy(() => import('./features/legal/terms-page')) },
  { path: '/contact', page: lazy(() => import('./features/legal/contact-page')) },
  { path: '/project-loading/:id', page: lazy(() => import('./features/questionnaire/project-loading-page')) },
  { path: '/questionnaire/:id', page: lazy(() => import('./features/questionnaire/questionnaire-page')) },
  { path: '/analysis/:id', page: lazy(() => import('./features/questionnaire/analysis-page')) },
  { path: '/results/:id', page: lazy(() => import('./features/results/results-page')) },
  { path: '/demo-script/:id', page: lazy(() => import('./features/demo-script/demo-script-page')) },
  { path: '/shared/:token', page: lazy(() => import('./features/results/shared-results-page')) },
  { path: '/workspace', page: lazy(() => import('./features/workspace/workspace-page')) },
  { path: '/invite/:token', page: lazy(() => import('./features/workspace/invite-page')) },
];

const NotFoundPage = lazy(() => import('./features/errors/not-found-page'));

/** While a page's code loads: still a page (a main landmark and a heading) for assistive tech. */
export function PageFallback() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center" aria-busy="true">
      <h1 className="sr-only">Loading…</h1>
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
    </main>
  );
}

/**
 * Marks the page as live for end-to-end tests. It sits inside the pages' Suspense boundary, so its
 * effect runs only once the page itself has hydrated: a prerendered page's shell (header, footer)
 * hydrates first, while the page's own code may still be loading, and a click on the page's
 * still-dehydrated content would be the browser's (a form submitted natively, a reload).
 */
function PageLive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <PageLive />
      <Switch>
        {routes.map(({ path, page: Page }) => (
          <Route key={path} path={path}>
            <Page />
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
