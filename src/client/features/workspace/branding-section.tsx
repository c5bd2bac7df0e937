// "Your brand on the report" (issue 19): the owner's brand name, accent colour, contact line and
// logo, printed on the PDF, the shared page and the executive summary, and the "Made with
// Stackwise" line only the Unlimited plan may switch off. Members see nothing here.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ImageUp, Palette, Trash2 } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { brandingInputSchema, logoTypes, preparedByLine, workspaceLimits, type CurrentWorkspace, type LogoType } from '../../../shared/workspaces.js';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, fieldDescribedBy } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { removeLogo, saveBranding, uploadLogo } from './branding-queries';
import { currentWorkspaceQuery } from './workspace-queries';

/** Our own blue, shown in the colour picker while the workspace has no accent. */
export const DEFAULT_ACCENT = '#1d4ed8';

/** The logo type of a chosen file (by its type, else its name), or why it can't be a logo. */
export function checkLogoFile(file: Pick<File, 'name' | 'type' | 'size'>): { type: LogoType } | { error: string } {
  const byName: LogoType | null = /\.png$/i.test(file.name) ? 'image/png' : /\.svg$/i.test(file.name) ? 'image/svg+xml' : null;
  const type = (logoTypes as readonly string[]).includes(file.type) ? (file.type as LogoType) : file.type ? null : byName;
  if (!type) return { error: 'Choose a PNG or SVG file.' };
  if (file.size > workspaceLimits.logoMaxBytes) return { error: `The logo is too large: at most ${workspaceLimits.logoMaxBytes / 1024} KB.` };
  if (file.size === 0) return { error: 'That file is empty.' };
  return { type };
}

type Form = { brandName: string; accent: string | null; contact: string; showMadeWith: boolean };
const formOf = (w: CurrentWorkspace): Form => ({ brandName: w.branding.brandName, accent: w.branding.accent, contact: w.branding.contact, showMadeWith: w.branding.showMadeWith });

export function BrandingSection() {
  const workspace = useQuery(currentWorkspaceQuery());
  if (!workspace.data || workspace.data.role !== 'owner') return null;
  return <BrandingForm workspace={workspace.data} />;
}

function BrandingForm({ workspace }: { workspace: CurrentWorkspace }) {
  const queryClient = useQueryClient();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<Form>(() => formOf(workspace));
  const [accentText, setAccentText] = useState(workspace.branding.accent ?? '');
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const { branding, canHideMadeWith } = workspace;

  const fail = (title: string) => (err: unknown) => toast({ title, description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
  const save = useMutation({
    mutationFn: (input: Form) => saveBranding(queryClient, input),
    onSuccess: () => toast({ title: 'Branding saved', description: 'Your reports and shared pages now carry your brand.', variant: 'success' }),
    onError: fail('Branding not saved'),
  });
  const upload = useMutation({
    mutationFn: ({ file, type }: { file: File; type: LogoType }) => uploadLogo(queryClient, file, type),
    onSuccess: () => toast({ title: 'Logo uploaded', variant: 'success' }),
    onError: fail('Logo not uploaded'),
  });
  const remove = useMutation({
    mutationFn: () => removeLogo(queryClient),
    onSuccess: () => toast({ title: 'Logo removed', variant: 'success' }),
    onError: fail('Logo not removed'),
  });

  const chooseFile = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const checked = checkLogoFile(file);
    if ('error' in checked) {
      toast({ title: 'Logo not uploaded', description: checked.error, variant: 'destructive' });
      return;
    }
    upload.mutate({ file, type: checked.type });
  };

  const setAccent = (text: string) => {
    setAccentText(text);
    setForm((f) => ({ ...f, accent: text.trim() === '' ? null : text.trim() }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = brandingInputSchema.safeParse(form);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Form] ??= issue.message;
      setErrors(next);
      toast({ title: 'Branding not saved', description: parsed.error.issues[0]?.message ?? 'Check the fields.', variant: 'destructive' });
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const preview = preparedByLine(form.brandName.trim(), 'Your client');
  const pickerValue = /^#[0-9a-f]{6}$/i.test(form.accent ?? '') ? form.accent!.toLowerCase() : DEFAULT_ACCENT;

  return (
    <Card className="p-5">
      <section aria-labelledby={`${id}-title`}>
        <div className="flex items-start gap-4">
          <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Palette className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
              Your brand on reports
            </h2>
            <p className="text-sm text-ink-muted">Your name, logo and colour on the PDF report, shared pages and the executive summary.</p>
          </div>
        </div>

        <form className="mt-5 grid gap-5 md:grid-cols-2" onSubmit={submit} noValidate>
          <Field id={`${id}-name`} label="Brand name" hint={preview ? `Reports say “${preview}”.` : 'Leave empty to show no brand.'} error={errors.brandName}>
            <Input
              id={`${id}-name`}
              value={form.brandName}
              maxLength={workspaceLimits.brandNameMax}
              onChange={(e) => setForm({ ...form, brandName: e.target.value })}
              aria-invalid={Boolean(errors.brandName)}
              aria-describedby={fieldDescribedBy(`${id}-name`, { hint: true, error: errors.brandName })}
            />
          </Field>
          <Field id={`${id}-contact`} label="Contact line" optional hint="For example an email address and phone number." error={errors.contact}>
            <Input
              id={`${id}-contact`}
              value={form.contact}
              maxLength={workspaceLimits.contactMax}
              onChange={(e) => setForm({ ...form, contact: e.target.value })}
              aria-invalid={Boolean(errors.contact)}
              aria-describedby={fieldDescribedBy(`${id}-contact`, { hint: true, error: errors.contact })}
            />
          </Field>
          <Field id={`${id}-accent`} label="Accent colour" optional hint="Headings and rules on the report. Empty: our blue." error={errors.accent}>
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label="Pick the accent colour"
                className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-line bg-white p-1"
                value={pickerValue}
                onChange={(e) => setAccent(e.target.value)}
              />
              <Input
                id={`${id}-accent`}
                value={accentText}
                placeholder={DEFAULT_ACCENT}
                maxLength={7}
                className="font-mono"
                onChange={(e) => setAccent(e.target.value)}
                aria-invalid={Boolean(errors.accent)}
                aria-describedby={fieldDescribedBy(`${id}-accent`, { hint: true, error: errors.accent })}
              />
            </div>
          </Field>
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-ink" id={`${id}-logo-label`}>
              Logo <span className="ml-1 font-normal text-ink-subtle">(optional)</span>
            </span>
            <div className="flex flex-wrap items-center gap-3">
              <div className="grid h-16 w-32 place-items-center overflow-hidden rounded-lg border border-line bg-white">
                {branding.logoUrl ? (
                  <img src={branding.logoUrl} alt="Your logo" className="max-h-14 max-w-28 object-contain" />
                ) : (
                  <span className="text-xs text-ink-subtle">No logo</span>
                )}
              </div>
              <input
                ref={fileInput}
                id={`${id}-logo`}
                type="file"
                accept=".png,.svg,image/png,image/svg+xml"
                className="sr-only"
                aria-labelledby={`${id}-logo-label`}
                aria-describedby={`${id}-logo-hint`}
                onChange={(e) => chooseFile(e.target.files?.[0])}
              />
              <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()} disabled={upload.isPending} aria-busy={upload.isPending}>
                <ImageUp className="h-4 w-4" aria-hidden="true" />
                {branding.logoUrl ? 'Replace logo' : 'Upload logo'}
              </Button>
              {branding.logoUrl && (
                <Button variant="ghost" size="sm" className="text-danger-700" onClick={() => remove.mutate()} disabled={remove.isPending}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  Remove logo
                </Button>
              )}
            </div>
            <p id={`${id}-logo-hint`} className="text-xs text-ink-muted">
              PNG or SVG, at most {workspaceLimits.logoMaxBytes / 1024} KB. SVGs with scripts or links to other files are refused.
            </p>
          </div>

          <div className="flex items-start gap-3 md:col-span-2">
            <Switch.Root
              id={`${id}-made-with`}
              checked={form.showMadeWith}
              disabled={!canHideMadeWith}
              onCheckedChange={(checked) => setForm({ ...form, showMadeWith: checked })}
              aria-describedby={`${id}-made-with-hint`}
              className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-brand-700"
            >
              <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
            </Switch.Root>
            <div>
              <label htmlFor={`${id}-made-with`} className="text-sm font-medium text-ink">
                Show “Made with Stackwise”
              </label>
              <p id={`${id}-made-with-hint`} className="text-xs text-ink-muted">
                {canHideMadeWith ? (
                  'A small line under your brand. Your Unlimited plan lets you switch it off.'
                ) : (
                  <>
                    A small line under your brand. Switching it off is part of the{' '}
                    <Link href="/pricing" className="font-medium text-brand-700 underline-offset-4 hover:underline">
                      Unlimited plan
                    </Link>
                    .
                  </>
                )}
              </p>
            </div>
          </div>

          <div className="md:col-span-2">
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              Save branding
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
