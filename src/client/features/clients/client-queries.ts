// The one place for the client-company query keys (issue 19). The key's first element is the URL
// the default query function GETs; any change to a client refreshes the list, the client's
// portfolio and the project list (which shows client names).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Client, ClientPortfolio } from '../../../shared/clients.js';

type UrlKey = readonly [string];

export const clientKeys = {
  clients: ['/api/clients'] as UrlKey,
  portfolio: (id: number | string): UrlKey => [`/api/clients/${id}/portfolio`],
};

export const clientsQuery = () => queryOptions<Client[], Error, Client[], UrlKey>({ queryKey: clientKeys.clients, refetchOnWindowFocus: 'always' });

export const portfolioQuery = (id: number | string) =>
  queryOptions<ClientPortfolio, Error, ClientPortfolio, UrlKey>({ queryKey: clientKeys.portfolio(id), refetchOnWindowFocus: 'always' });

export async function refreshAfterClientChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: clientKeys.clients }),
    queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/clients/') }),
    queryClient.invalidateQueries({ queryKey: ['/api/projects'] }),
  ]);
}
