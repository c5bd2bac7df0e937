// A link shown once (a share link, an invitation): read-only field plus "Copy link". Without
// clipboard access (an older browser, a denied permission) the field is selected for Ctrl+C.
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from './button';
import { Input } from './input';
import { Label } from './label';
import { toast } from './use-toast';

export function CopyableLink({ url, label, testId }: { url: string; label: string; testId?: string }) {
  const id = `${useId()}-url`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it into an email or a chat.', variant: 'success' });
    } catch {
      document.querySelector<HTMLInputElement>(`[id="${id}"]`)?.select();
      toast({ title: 'Copy the selected link', description: 'Your browser did not let us copy it; press Ctrl+C (⌘C on a Mac).' });
    }
  };
  return (
    <div className="mt-3 flex flex-col gap-2 sm:flex-row">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Input id={id} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" data-testid={testId} />
      <Button onClick={() => void copy()} className="shrink-0">
        <Copy className="h-4 w-4" aria-hidden="true" />
        Copy link
      </Button>
    </div>
  );
}
