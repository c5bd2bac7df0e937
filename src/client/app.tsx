import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from './components/ui/toaster';
import { AuthProvider } from './features/auth/auth-provider';
import { Footer } from './features/layout/footer';
import { NavBar } from './features/layout/nav-bar';
import { ScrollManager } from './features/layout/scroll-manager';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <div className="flex min-h-screen flex-col">
          <ScrollManager />
          <NavBar />
          <div className="flex-1">
            <AppRoutes />
          </div>
          <Footer />
        </div>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
