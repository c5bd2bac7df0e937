// "Report a wrong fact" on a results card: which fact, what is right, an optional link. Stored
// for an operator to check against the source (npm run catalog:reports).
import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { factReportLimits } from '../../../shared/fact-reports.js';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';

export function ReportFactDialog({ productId, productName }: { productId: string; productName: string }) {
  const [open, setOpen] = useState(false);
  const [fact, setFact] = useState('');
  const [correction, setCorrection] = useState('');
  const [link, setLink] = useState('');
  const id = useId();
  const send = useMutation({
    mutationFn: () =>
      apiRequest<{ id: number; message: string }>('POST', '/api/catalog/fact-reports', { productId, fact, correction, link }),
    onSuccess: (res) => {
      toast({ title: 'Report received', description: res.message, variant: 'success' });
      setOpen(false);
      setFact('');
      setCorrection('');
      setLink('');
    },
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to send your report'), variant: 'destructive' }),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Flag className="h-4 w-4" aria-hidden="true" />
          Report a wrong fact<span className="sr-only"> about {productName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle>Report a wrong fact about {productName}</DialogTitle>
        <DialogDescription>
          We check every report against the vendor’s own pages and correct the catalog, with the date.
        </DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!send.isPending) send.mutate();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-fact`}>Which fact is wrong?</Label>
            <Input
              id={`${id}-fact`}
              value={fact}
              onChange={(e) => setFact(e.target.value)}
              maxLength={factReportLimits.factMax}
              placeholder="e.g. HIPAA BAA, the Pro plan price"
              required
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-correction`}>What is right?</Label>
            <Textarea
              id={`${id}-correction`}
              rows={3}
              value={correction}
              onChange={(e) => setCorrection(e.target.value)}
              maxLength={factReportLimits.correctionMax}
              required
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-link`}>Link to the source (optional)</Label>
            <Input
              id={`${id}-link`}
              type="url"
              value={link}
              onChange={(e) => setLink(e.target.value)}
              maxLength={factReportLimits.linkMax}
              placeholder="https://"
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send report'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
