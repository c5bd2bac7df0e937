import type { Project } from '../../../shared/projects.js';
import { Skeleton } from '../../components/ui/skeleton';
import { countries, employeeCounts, industries, labelOf, softwareCategories } from '../../../shared/options.js';

/** The project details summary of the waiting screens. */
export function ProjectFacts({ project }: { project: Project }) {
  const facts: [string, string][] = [
    ['Project', project.name],
    ['Industry', labelOf(industries, project.industry)],
    ['Software category', labelOf(softwareCategories, project.softwareCategory)],
    ['Company size', labelOf(employeeCounts, project.employeeCount)],
    ['Country', labelOf(countries, project.country)],
    ['Teams', project.affectedTeams.join(', ')],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-ink-subtle">{term}</dt>
          <dd className="mt-0.5 break-words font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProjectFactsSkeleton() {
  return (
    <div className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-10" />
      ))}
    </div>
  );
}
