// /clients (issue 19): the workspace's client companies with their project counts; add, edit and
// delete (after a confirmation that says the projects stay).
import { useQuery } from '@tanstack/react-query';
import { Building2, MapPin, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Client } from '../../../shared/clients.js';
import { countries, employeeCounts, industries, labelOf } from '../../../shared/options.js';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { RequireAuth } from '../auth/require-auth';
import { usePageMeta } from '../layout/use-page-meta';
import { ClientDialog } from './client-dialog';
import { clientsQuery } from './client-queries';
import { DeleteClientDialog } from './delete-client-dialog';

export const projectCountText = (n: number) => (n === 1 ? '1 project' : `${n} projects`);

type Editing = { client?: Client } | null;

export function ClientsView() {
  usePageMeta({ title: 'Clients', noIndex: true });
  const clients = useQuery({ ...clientsQuery(), refetchOnMount: 'always' });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const add = () => setEditing({});

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Clients</h1>
          <p className="mt-1 text-ink-muted">The companies you choose software for, and each one's stack</p>
        </div>
        <Button size="lg" onClick={add} className="w-full sm:w-auto">
          <Plus className="h-5 w-5" aria-hidden="true" />
          Add client
        </Button>
      </div>

      <Card className="mt-8">
        <CardHeader className="border-b border-line pb-4">
          <h2 className="text-lg font-semibold leading-tight">
            All clients{clients.data && clients.data.length > 0 ? ` (${clients.data.length})` : ''}
          </h2>
        </CardHeader>
        {clients.isPending ? (
          <div role="status" aria-label="Loading clients" className="divide-y divide-line">
            {[0, 1, 2].map((i) => (
              <div key={i} className="space-y-2 p-4 sm:p-5">
                <Skeleton className="h-5 w-1/3" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            ))}
          </div>
        ) : clients.isError ? (
          <div className="p-4 sm:p-5">
            <Alert
              variant="danger"
              title="Could not load your clients"
              action={
                <Button variant="secondary" size="sm" onClick={() => void clients.refetch()}>
                  Try again
                </Button>
              }
            />
          </div>
        ) : clients.data.length === 0 ? (
          <div className="p-4 sm:p-5">
            <EmptyState
              icon={Building2}
              title="No clients yet"
              description="Managing IT for other companies? Add each client once: new projects for it start with its country, industry and size, and its page keeps every tool you chose for it and when to review them."
              action={<Button onClick={add}>Add your first client</Button>}
              className="border-0"
            />
          </div>
        ) : (
          <ul className="divide-y divide-line" aria-label="Clients">
            {clients.data.map((client) => (
              <ClientRow key={client.id} client={client} onEdit={() => setEditing({ client })} onDelete={() => setDeleting(client)} />
            ))}
          </ul>
        )}
      </Card>

      <ClientDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} client={editing?.client} />
      <DeleteClientDialog client={deleting} onClose={() => setDeleting(null)} />
    </main>
  );
}

function ClientRow({ client, onEdit, onDelete }: { client: Client; onEdit: () => void; onDelete: () => void }) {
  const headingId = `client-${client.id}-name`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 id={headingId} className="min-w-0 break-words text-base font-semibold">
            <Link href={`/clients/${client.id}`} className="text-ink underline-offset-2 hover:text-brand-700 hover:underline">
              {client.name}
            </Link>
          </h3>
          <span className="text-sm font-medium text-brand-800" data-testid="client-project-count">
            {projectCountText(client.projectCount)}
          </span>
        </div>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          <li className="flex items-center gap-1.5">
            <MapPin className="h-3.5 w-3.5 shrink-0 text-ink-subtle" aria-hidden="true" />
            <span className="sr-only">Country: </span>
            {labelOf(countries, client.country)}
          </li>
          <li className="flex items-center gap-1.5">
            <Building2 className="h-3.5 w-3.5 shrink-0 text-ink-subtle" aria-hidden="true" />
            <span className="sr-only">Industry: </span>
            {labelOf(industries, client.industry)}
          </li>
          <li className="flex items-center gap-1.5">
            <Users className="h-3.5 w-3.5 shrink-0 text-ink-subtle" aria-hidden="true" />
            <span className="sr-only">Company size: </span>
            {labelOf(employeeCounts, client.employeeCount)}
          </li>
        </ul>
      </div>
      <div className="flex items-center gap-2 sm:shrink-0">
        <Button asChild variant="secondary" size="sm">
          <Link href={`/clients/${client.id}`} aria-label={`Open ${client.name}`}>
            Open
          </Link>
        </Button>
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit client ${client.name}`} title="Edit client">
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={`Delete client ${client.name}`}
          title="Delete client"
          className="text-ink-muted hover:bg-danger-50 hover:text-danger-700"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** /clients: signed-in only. */
export default function ClientsPage() {
  return (
    <RequireAuth>
      <ClientsView />
    </RequireAuth>
  );
}
