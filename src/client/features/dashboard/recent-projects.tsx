import type { UseQueryResult } from '@tanstack/react-query';
import { FolderPlus } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import type { Project } from '../../../shared/projects.js';
import { ProjectBrowser } from './project-browser';

/** Spec section 2, Recent Projects: 3 loading skeletons, the empty state, otherwise one row per project. */
export const LOADING_SKELETONS = 3;

export function RecentProjects({ projects, onCreate }: { projects: UseQueryResult<Project[]>; onCreate: () => void }) {
  return (
    <Card>
      <CardHeader className="border-b border-line pb-4">
        <h2 className="text-lg font-semibold leading-tight">Recent Projects</h2>
      </CardHeader>
      <Body projects={projects} onCreate={onCreate} />
    </Card>
  );
}

function Body({ projects, onCreate }: { projects: UseQueryResult<Project[]>; onCreate: () => void }) {
  if (projects.isPending) {
    return (
      <div role="status" aria-label="Loading projects" className="divide-y divide-line">
        {Array.from({ length: LOADING_SKELETONS }, (_, i) => (
          <div key={i} data-testid="project-skeleton" className="flex items-center justify-between gap-4 p-4 sm:p-5">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-4 w-2/3" />
            </div>
            <Skeleton className="h-8 w-24" />
          </div>
        ))}
      </div>
    );
  }
  if (projects.isError) {
    return (
      <div className="p-4 sm:p-5">
        <Alert
          variant="danger"
          title="Could not load your projects"
          action={
            <Button variant="secondary" size="sm" onClick={() => void projects.refetch()}>
              Try again
            </Button>
          }
        />
      </div>
    );
  }
  if (projects.data.length === 0) {
    return (
      <div className="p-4 sm:p-5">
        <EmptyState
          icon={FolderPlus}
          title="No projects yet"
          description="Create your first project to get started"
          action={<Button onClick={onCreate}>Create Project</Button>}
          className="border-0"
        />
      </div>
    );
  }
  return <ProjectBrowser projects={projects.data} />;
}
