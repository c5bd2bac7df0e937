import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

// Spec section 7: queries never retry and data never goes stale on its own; the queries that
// must follow focus (eligibility, projects, users/me) opt in where they are declared.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
