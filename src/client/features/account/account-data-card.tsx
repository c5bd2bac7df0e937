// The dashboard's "Your data" card: download everything we keep (JSON) or delete the account.
import { useMutation } from '@tanstack/react-query';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../auth/use-auth';
import { deleteMyAccount, downloadMyData } from './account-api';
import { DeleteAccountDialog } from './delete-account-dialog';

export function AccountDataCard() {
  const { signOut } = useAuth();
  const [, navigate] = useLocation();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const download = useMutation({
    mutationFn: downloadMyData,
    onSuccess: () => toast({ title: 'Download ready', description: 'Your data has been downloaded as a JSON file.', variant: 'success' }),
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Could not download your data'), variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: async ({ message }) => {
      setConfirmDelete(false);
      // The sessions are already gone on the server; this clears this device.
      await signOut().catch(() => {});
      navigate('/');
      toast({ title: 'Account deleted', description: message });
    },
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Could not delete your account'), variant: 'destructive' }),
  });

  return (
    <Card className="p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <ShieldCheck className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="text-sm font-medium text-ink-muted">Your data</h2>
            <p className="text-lg font-semibold text-ink">Download or delete</p>
            <p className="text-sm text-ink-muted">Get a copy of everything we keep about you, or delete your account and personal data.</p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending}>
            <Download className="h-4 w-4" aria-hidden="true" />
            Download my data
          </Button>
          <Button variant="ghost" className="text-danger-700" onClick={() => setConfirmDelete(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete my account
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={confirmDelete} onOpenChange={setConfirmDelete} pending={remove.isPending} onConfirm={() => remove.mutate()} />
    </Card>
  );
}
