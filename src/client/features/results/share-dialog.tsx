// "Share" on the results page: the owner picks how long a read-only link stays valid, creates
// it, copies it (shown this once: the server keeps only a fingerprint), and revokes links.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { shareLinkPresetDays, type CreatedShareLink, type ShareLink } from '../../../shared/share-links.js';
import { Alert } from '../../components/ui/alert';
import { CopyableLink } from '../../components/ui/copyable-link';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { fieldDescribedBy } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDate } from './format';
import { expiryDays, type ExpiryChoice } from './share-expiry';
import { shareLinksQuery } from './share-queries';

export function ShareDialog({ projectId }: { projectId: number }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // The link is shown once; closing the dialog forgets it.
    if (!next) setCreated(null);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Share2 className="h-4 w-4" aria-hidden="true" />
          Share
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogTitle>Share these results</DialogTitle>
        <DialogDescription>
          Anyone with the link can read the recommendations, the comparison and the analysis without signing in. They never see
          your account, email or billing. You can revoke a link at any time.
        </DialogDescription>
        {open && <ShareDialogBody projectId={projectId} created={created} onCreated={setCreated} />}
      </DialogContent>
    </Dialog>
  );
}

function ShareDialogBody({
  projectId,
  created,
  onCreated,
}: {
  projectId: number;
  created: CreatedShareLink | null;
  onCreated: (link: CreatedShareLink) => void;
}) {
  const queryClient = useQueryClient();
  const links = useQuery({ ...shareLinksQuery(projectId), refetchOnMount: 'always' });
  const refreshLinks = () => queryClient.invalidateQueries({ queryKey: shareLinksQuery(projectId).queryKey });
  const create = useMutation({
    mutationFn: (days: number) =>
      apiRequest<CreatedShareLink>('POST', `/api/projects/${projectId}/share-links`, { expiresInDays: days }),
    onSuccess: (res) => {
      onCreated(res);
      void refreshLinks();
    },
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to create the link'), variant: 'destructive' }),
  });
  const revoke = useMutation({
    mutationFn: (id: number) => apiRequest<ShareLink>('DELETE', `/api/share-links/${id}`),
    onSuccess: () => {
      toast({ title: 'Link revoked', description: 'Whoever opens it now is told it was revoked.', variant: 'success' });
      void refreshLinks();
    },
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to revoke the link'), variant: 'destructive' }),
  });

  return (
    <div className="mt-5 space-y-6">
      {created ? (
        <CreatedLink created={created} />
      ) : (
        <CreateLinkForm pending={create.isPending} onCreate={(days) => create.mutate(days)} />
      )}
      <section aria-labelledby={`share-links-${projectId}`}>
        <h3 id={`share-links-${projectId}`} className="text-sm font-semibold uppercase tracking-wider text-ink-subtle">
          Links to these results
        </h3>
        {links.isPending ? (
          <Spinner size="sm" label="Loading links…" className="mt-3" />
        ) : links.isError ? (
          <p className="mt-2 text-sm text-danger-700">{errorMessage(links.error, 'Could not load your links')}</p>
        ) : links.data.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No links yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line" data-testid="share-links">
            {links.data.map((link) => (
              <ShareLinkRow
                key={link.id}
                link={link}
                revoking={revoke.isPending && revoke.variables === link.id}
                onRevoke={() => revoke.mutate(link.id)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CreateLinkForm({ pending, onCreate }: { pending: boolean; onCreate: (days: number) => void }) {
  const id = useId();
  const [choice, setChoice] = useState<ExpiryChoice>({ preset: 30, customDays: '' });
  const [submitted, setSubmitted] = useState(false);
  const result = expiryDays(choice);
  const error = submitted && 'error' in result ? result.error : null;
  const options = [
    ...shareLinkPresetDays.map((d) => ({ value: d, label: `${d} days` })),
    { value: 'custom' as const, label: 'Other' },
  ];
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if ('days' in result && !pending) onCreate(result.days);
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-ink">The link stops working after</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {options.map((o) => (
            <label
              key={o.value}
              className={cn(
                'inline-flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                choice.preset === o.value ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-line bg-white text-ink',
              )}
            >
              <input
                type="radio"
                name={`${id}-expiry`}
                value={String(o.value)}
                checked={choice.preset === o.value}
                onChange={() => setChoice((c) => ({ ...c, preset: o.value }))}
                className="accent-brand-700"
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
      {choice.preset === 'custom' && (
        <div className="mt-3 flex flex-col gap-1.5">
          <Label htmlFor={`${id}-days`}>Number of days (1–90)</Label>
          <Input
            id={`${id}-days`}
            inputMode="numeric"
            className="w-32"
            value={choice.customDays}
            onChange={(e) => setChoice((c) => ({ ...c, customDays: e.target.value }))}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy(`${id}-days`, { error })}
          />
          {error && (
            <p id={`${id}-days-error`} className="text-xs font-medium text-danger-700">
              {error}
            </p>
          )}
        </div>
      )}
      <Button type="submit" className="mt-4" disabled={pending}>
        {pending ? (
          <Spinner size="sm" decorative className="border-white/40 border-t-white" />
        ) : (
          <Link2 className="h-4 w-4" aria-hidden="true" />
        )}
        Create link
      </Button>
    </form>
  );
}

function CreatedLink({ created }: { created: CreatedShareLink }) {
  return (
    <Alert variant="success" title={`Link created, valid until ${formatDate(created.link.expiresAt)}`}>
      <p>Copy it now: we keep only a fingerprint of it, so it cannot be shown again.</p>
      <CopyableLink url={created.url} label="Share link" />
    </Alert>
  );
}

const statusBadge: Record<ShareLink['status'], { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  expired: { label: 'Expired', variant: 'outline' },
  revoked: { label: 'Revoked', variant: 'danger' },
};

function ShareLinkRow({ link, revoking, onRevoke }: { link: ShareLink; revoking: boolean; onRevoke: () => void }) {
  const badge = statusBadge[link.status];
  const created = formatDate(link.createdAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-3 py-2.5 text-sm" data-testid="share-link">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-ink">
          <Badge variant={badge.variant}>{badge.label}</Badge>
          <span>Created {created}</span>
        </p>
        <p className="mt-0.5 text-xs text-ink-muted">
          {link.status === 'revoked' && link.revokedAt
            ? `Revoked ${formatDate(link.revokedAt)}`
            : `${link.status === 'expired' ? 'Expired' : 'Expires'} ${formatDate(link.expiresAt)}`}
          {' · '}
          {link.lastOpenedAt ? `last opened ${formatDate(link.lastOpenedAt)}` : 'not opened yet'}
        </p>
      </div>
      {link.status === 'active' && (
        <Button
          variant="secondary"
          size="sm"
          onClick={onRevoke}
          disabled={revoking}
          aria-label={`Revoke the link created ${created}, expiring ${formatDate(link.expiresAt)}`}
        >
          Revoke
        </Button>
      )}
    </li>
  );
}
