// The dashboard's project list with a search box (project or client name), a client filter with
// per-client counts, and "Group by client" (issue 19). A status line tells screen readers how
// many projects are shown.
import { Layers, Search, SearchX } from 'lucide-react';
import { useState } from 'react';
import type { Project } from '../../../shared/projects.js';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { cn } from '../../lib/cn';
import { ALL_CLIENTS, clientFilterOptions, filterProjects, groupByClient } from './project-filter';
import { ProjectRow } from './project-row';

const countText = (n: number) => (n === 1 ? '1 project' : `${n} projects`);

export function ProjectBrowser({ projects }: { projects: Project[] }) {
  const [query, setQuery] = useState('');
  const [client, setClient] = useState(ALL_CLIENTS);
  const [grouped, setGrouped] = useState(false);

  const options = clientFilterOptions(projects);
  // A client whose last project went away (deleted, moved) is no longer offered: back to all.
  const activeClient = options.some((o) => o.value === client) ? client : ALL_CLIENTS;
  const shown = filterProjects(projects, { query, client: activeClient });
  const filtered = shown.length !== projects.length;
  const clear = () => {
    setQuery('');
    setClient(ALL_CLIENTS);
  };

  return (
    <>
      <div className="grid gap-3 border-b border-line p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_auto] sm:items-end sm:p-5" role="search" aria-label="Find projects">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="project-search">Search</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-subtle" aria-hidden="true" />
            <Input id="project-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Project or client name" className="pl-9" autoComplete="off" />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="project-client-filter">Client</Label>
          <Select
            id="project-client-filter"
            value={activeClient}
            onValueChange={setClient}
            options={options.map((o) => ({ value: o.value, label: `${o.label} (${o.count})` }))}
            placeholder="All clients"
          />
        </div>
        <Button variant={grouped ? 'primary' : 'secondary'} aria-pressed={grouped} onClick={() => setGrouped((g) => !g)} className="sm:h-10">
          <Layers className="h-4 w-4" aria-hidden="true" />
          Group by client
        </Button>
      </div>
      <p role="status" className={cn('px-4 pt-3 text-sm text-ink-muted sm:px-5', !filtered && 'sr-only')}>
        {filtered ? `Showing ${shown.length} of ${countText(projects.length)}` : `${countText(projects.length)}`}
      </p>
      {shown.length === 0 ? (
        <div className="p-4 sm:p-5">
          <EmptyState
            icon={SearchX}
            title="No projects match"
            description="Try another name, or show every client."
            action={
              <Button variant="secondary" onClick={clear}>
                Clear search and filter
              </Button>
            }
            className="border-0 py-8"
          />
        </div>
      ) : grouped ? (
        <div className="pb-2">
          {groupByClient(shown).map((group) => (
            <section key={group.key} aria-labelledby={`project-group-${group.key}`} className="mt-3">
              <h3 id={`project-group-${group.key}`} className="flex items-baseline gap-2 bg-surface-muted px-4 py-2 text-sm font-semibold text-ink sm:px-5">
                {group.title}
                <span className="font-normal text-ink-muted">{countText(group.projects.length)}</span>
              </h3>
              <ul className="divide-y divide-line" aria-label={`Projects: ${group.title}`}>
                {group.projects.map((project) => (
                  <ProjectRow key={project.id} project={project} headingLevel={4} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <ul className="divide-y divide-line" aria-label="Projects">
          {shown.map((project) => (
            <ProjectRow key={project.id} project={project} />
          ))}
        </ul>
      )}
    </>
  );
}
