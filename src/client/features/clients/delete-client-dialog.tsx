// "Delete client?": says what happens to its projects (they stay, without a client) before asking.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from '../../../shared/clients.js';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { refreshAfterClientChange } from './client-queries';

export function DeleteClientDialog({ client, onClose, onDeleted }: { client: Client | null; onClose: () => void; onDeleted?: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>('DELETE', `/api/clients/${id}`),
    onSuccess: async (res) => {
      await refreshAfterClientChange(queryClient);
      toast({ title: 'Client deleted', description: res.message, variant: 'success' });
      onClose();
      onDeleted?.();
    },
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Failed to delete the client'), variant: 'destructive' }),
  });

  const projects = client?.projectCount ?? 0;
  return (
    <Dialog open={client !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent role="alertdialog">
        <DialogTitle>Delete {client?.name}?</DialogTitle>
        <DialogDescription>
          {projects === 0
            ? 'The client has no projects.'
            : `Its ${projects === 1 ? 'project is' : `${projects} projects are`} kept, with their results and decisions, but no longer filed under a client.`}{' '}
          This cannot be undone.
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => client && remove.mutate(client.id)} disabled={remove.isPending}>
            {remove.isPending && <Spinner size="sm" decorative className="border-white/40 border-t-white" />}
            Delete client
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
