import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from './components/ui/toaster';
import { AuthProvider } from './features/auth/auth-provider';
import { Footer } from './features/layout/footer';
import { NavBar } from './features/layout/nav-bar';
import { ScrollManager } from './features/layout/scroll-manager';
import { useSiteChromeHidden } from './features/layout/site-chrome';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './router';

export function App() {
  const chromeHidden = useSiteChromeHidden();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <div className="flex min-h-screen flex-col">
          <ScrollManager />
          {!chromeHidden && <NavBar />}
          <div className="flex-1">
            <AppRoutes />
          </div>
          {!chromeHidden && <Footer />}
        </div>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
