import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Briefcase, Building2, Calendar, Layers, MapPin, Trash2, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { queryKeys } from '../projects/project-queries';
import { progressSummary, statusBadge } from '../projects/project-status';
import { countries, employeeCounts, industries, labelOf, softwareCategories } from '../../../shared/options.js';
import type { Project } from '../../../shared/projects.js';
import { DecisionLine } from '../decisions/decision-line';
import { ProjectRowAction } from './project-row-action';

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this project?';

/** Spec section 2: name, status badge, industry, employeeCount, created date, softwareCategory, progress, action, delete. */
/** `headingLevel` 4 under the dashboard's client group headings. */
export function ProjectRow({ project, headingLevel = 3 }: { project: Project; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const queryClient = useQueryClient();
  const badge = statusBadge(project.status, project);
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/projects/${project.id}`),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.project(project.id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      toast({ title: 'Success', description: 'Project deleted successfully' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to delete project', variant: 'destructive' }),
  });

  const onDelete = () => {
    if (window.confirm(DELETE_CONFIRMATION)) remove.mutate();
  };

  const progress = project.status === 'in_progress' ? progressSummary(project) : null;
  const headingId = `project-${project.id}-name`;

  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Heading id={headingId} className="min-w-0 break-words text-base font-semibold text-ink">
            {project.name}
          </Heading>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </div>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          {project.clientId !== null && (
            <li className="flex items-center gap-1.5">
              <Briefcase className="h-3.5 w-3.5 shrink-0 text-ink-subtle" aria-hidden="true" />
              <span className="sr-only">Client: </span>
              <Link href={`/clients/${project.clientId}`} className="font-medium text-brand-800 hover:underline">
                {project.clientName}
              </Link>
            </li>
          )}
          <Meta icon={Building2} label="Industry" value={labelOf(industries, project.industry)} />
          <Meta icon={Users} label="Company size" value={labelOf(employeeCounts, project.employeeCount)} />
          <Meta icon={Calendar} value={`Created ${dateFormat.format(new Date(project.createdAt))}`} />
          <Meta icon={Layers} label="Software category" value={labelOf(softwareCategories, project.softwareCategory)} />
          <Meta icon={MapPin} label="Country" value={labelOf(countries, project.country)} />
        </ul>
        {project.decision && <DecisionLine decision={project.decision} />}
        {progress && (
          <div className="mt-3 max-w-md">
            {progress.percent !== null && <Progress value={progress.percent} label={`Questionnaire progress for ${project.name}`} />}
            <p className="mt-1.5 text-xs text-ink-muted">{progress.text}</p>
          </div>
        )}
        {project.status === 'error' && (
          <p className="mt-2 text-sm text-danger-700">
            {project.totalQuestions > 0 ? 'Error analyzing requirements. Please try again.' : 'Error generating questions. Please try again.'}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2 sm:shrink-0">
        <ProjectRowAction project={project} />
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          disabled={remove.isPending}
          aria-label={`Delete project ${project.name}`}
          title="Delete project"
          className="text-ink-muted hover:bg-danger-50 hover:text-danger-700"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function Meta({ icon: Icon, label, value }: { icon: typeof Building2; label?: string; value: string }) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon className="h-3.5 w-3.5 shrink-0 text-ink-subtle" aria-hidden="true" />
      {label && <span className="sr-only">{label}: </span>}
      <span>{value}</span>
    </li>
  );
}
