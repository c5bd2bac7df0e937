// The branding changes an owner makes to the workspace. Every change answers with the whole
// workspace, which replaces the cached one (workspace-queries.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { BrandingInput, CurrentWorkspace, LogoType } from '../../../shared/workspaces.js';
import { apiRequest, apiUpload } from '../../lib/api';
import { currentWorkspaceQuery } from './workspace-queries';

const store = (queryClient: QueryClient) => (workspace: CurrentWorkspace) => {
  queryClient.setQueryData(currentWorkspaceQuery().queryKey, workspace);
  return workspace;
};

export const saveBranding = (queryClient: QueryClient, input: BrandingInput) =>
  apiRequest<CurrentWorkspace>('PUT', '/api/workspace/branding', input).then(store(queryClient));

export const uploadLogo = (queryClient: QueryClient, file: Blob, type: LogoType) =>
  apiUpload<CurrentWorkspace>('PUT', '/api/workspace/branding/logo', file, type).then(store(queryClient));

export const removeLogo = (queryClient: QueryClient) => apiRequest<CurrentWorkspace>('DELETE', '/api/workspace/branding/logo').then(store(queryClient));
