import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast, type ToastInput } from '../../components/ui/use-toast';
import { ApiError, apiRequest } from '../../lib/api';
import type { Client } from '../../../shared/clients.js';
import type { CreateProjectRequest, Project } from '../../../shared/projects.js';
import { softwareCategories } from '../../../shared/options.js';
import { ClientDialog } from '../clients/client-dialog';
import { clientsQuery } from '../clients/client-queries';
import { BusinessRequirementsStep } from './business-requirements-step';
import { CLIENT_SELECT_ID, ClientSelect } from './client-select';
import { creationBlockToast, paymentRequiredToast } from './creation-block';
import { eligibilityQuery, projectQuery, refreshAfterProjectChange } from './project-queries';
import { ProjectDetailsStep } from './project-details-step';
import { ReviewStep } from './review-step';
import { clearDraft, loadDraft, saveDraft } from './wizard-draft';
import {
  clientIdOf,
  emptyWizardValues,
  fieldId,
  hasErrors,
  parseWizard,
  stepTitles,
  validateStep,
  WIZARD_STEPS,
  type FieldErrors,
  type FormStep,
  type WizardField,
  type WizardValues,
  withClient,
} from './wizard-form';
import { WizardStepper } from './wizard-stepper';

const INCOMPLETE_TOAST: ToastInput = { title: 'Please complete all required fields', variant: 'destructive' };

/** The step to reopen a saved draft on: never past the first step that is still incomplete. */
function resumeStep(step: number, values: WizardValues): number {
  if (step > 1 && hasErrors(validateStep(1, values))) return 1;
  if (step > 2 && hasErrors(validateStep(2, values))) return 2;
  return step;
}

/** Spec section 2, /project-wizard: three steps, then POST /api/projects and the loading screen. */
export function ProjectWizard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [initial] = useState(() => loadDraft(userId));
  const [values, setValues] = useState<WizardValues>(initial?.values ?? emptyWizardValues);
  const [step, setStep] = useState(() => (initial ? resumeStep(initial.step, initial.values) : 1));
  const [errors, setErrors] = useState<FieldErrors>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useRef<WizardField | 'heading' | null>(null);
  const eligibility = useQuery({ ...eligibilityQuery(), refetchOnMount: 'always' });
  const goToPricing = () => navigate('/pricing');
  const blocked = eligibility.data ? creationBlockToast(eligibility.data, goToPricing) : null;

  // Issue 19: the client the project is for. `?client=<id>` (the client's page) chooses one once
  // the list is in; a chosen client that no longer exists falls back to none.
  const clients = useQuery(clientsQuery());
  const search = useSearch();
  const [wantedClient, setWantedClient] = useState(() => new URLSearchParams(search).get('client'));
  const [addingClient, setAddingClient] = useState(false);
  // `?from=<id>&category=<category>`: the same company and needs as an earlier project, for the kind of
  // software its results pointed to (a CRM project whose needs describe field service). The earlier
  // project's details replace the draft once they are in; the buyer reviews them from step 1.
  const [copyFrom, setCopyFrom] = useState(() => {
    const params = new URLSearchParams(search);
    const from = params.get('from');
    return from && /^\d+$/.test(from) ? { id: from, category: params.get('category') } : null;
  });
  const source = useQuery({ ...projectQuery(copyFrom?.id ?? 0), enabled: copyFrom !== null });
  if (copyFrom && (source.data || source.isError)) {
    setCopyFrom(null);
    const p = source.data;
    if (p) {
      const category = softwareCategories.some((c) => c.value === copyFrom.category) ? copyFrom.category! : p.softwareCategory;
      setValues({
        clientId: p.clientId === null ? '' : String(p.clientId),
        name: p.name,
        country: p.country,
        industry: p.industry,
        employeeCount: p.employeeCount,
        softwareCategory: category,
        affectedTeams: [...p.affectedTeams],
        businessNeeds: p.businessNeeds,
      });
      setStep(1);
    }
  }
  if (clients.data) {
    if (wantedClient !== null) {
      setWantedClient(null);
      const wanted = clients.data.find((c) => String(c.id) === wantedClient);
      if (wanted) setValues((prev) => withClient(prev, wanted));
    } else if (values.clientId && !clients.data.some((c) => String(c.id) === values.clientId)) {
      setValues((prev) => withClient(prev, null));
    }
  }
  const chosenClient = clients.data?.find((c) => String(c.id) === values.clientId) ?? null;
  const chooseClient = (client: Client | null) => {
    setValues((prev) => withClient(prev, client));
    if (client) {
      setErrors((prev) => {
        const next = { ...prev };
        delete next.country;
        delete next.industry;
        delete next.employeeCount;
        return next;
      });
    }
  };

  useEffect(() => saveDraft(userId, { step, values }), [userId, step, values]);

  // Move focus where the person needs to be: the new step's heading, or the first missing field.
  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === 'heading') headingRef.current?.focus({ preventScroll: true });
    else if (target) document.getElementById(fieldId(target))?.focus();
  });

  const onChange = <K extends WizardField>(field: K, value: WizardValues[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    // A fixed field stops being highlighted at once; the others keep their message.
    setErrors((prev) => {
      if (!prev[field]) return prev;
      const next = { ...prev };
      delete next[field];
      return next;
    });
  };

  // The "incomplete" toast goes away as soon as the step is complete.
  const incompleteToast = useRef<{ dismiss: () => void } | null>(null);
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    incompleteToast.current = toast(INCOMPLETE_TOAST);
    focusAfterRender.current = (Object.keys(found)[0] as WizardField | undefined) ?? null;
  };

  const goTo = (next: number) => {
    incompleteToast.current?.dismiss();
    incompleteToast.current = null;
    setStep(next);
    focusAfterRender.current = 'heading';
    window.scrollTo({ top: 0, behavior: 'instant' });
  };

  const create = useMutation({
    mutationFn: (input: CreateProjectRequest) => apiRequest<Project>('POST', '/api/projects', input),
    onSuccess: async (project) => {
      clearDraft(userId);
      await refreshAfterProjectChange(queryClient, project);
      toast({ title: 'Success!', description: 'Project created successfully. Generating your personalized questions...' });
      navigate(`/project-loading/${project.id}`);
    },
    onError: async (err) => {
      if (err instanceof ApiError && err.status === 402) {
        const latest = await queryClient.fetchQuery({ ...eligibilityQuery(), staleTime: 0 }).catch(() => null);
        toast((latest && creationBlockToast(latest, goToPricing)) ?? paymentRequiredToast(goToPricing));
        return;
      }
      const message = err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Failed to create project';
      toast({ title: 'Error', description: message, variant: 'destructive' });
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    if (step < WIZARD_STEPS) {
      const found = validateStep(step as FormStep, values);
      if (hasErrors(found)) return showErrors(found);
      setErrors({});
      goTo(step + 1);
      return;
    }
    const parsed = parseWizard(values);
    if (!parsed.ok) {
      setStep(parsed.step);
      return showErrors(parsed.errors);
    }
    create.mutate({ ...parsed.input, clientId: clientIdOf(values) });
  };

  const title = stepTitles[step - 1];
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 md:py-12">
      <Link href="/dashboard" className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted hover:text-brand-700">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        My Projects
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">Create New Project</h1>
      <p className="mt-1 text-ink-muted">Tell us about your business and what the software must do.</p>

      {blocked && (
        <Alert
          variant="warning"
          title={blocked.title}
          className="mt-6"
          action={
            blocked.action && (
              <Button asChild size="sm">
                <Link href="/pricing">{blocked.action.label}</Link>
              </Button>
            )
          }
        >
          {blocked.description}
        </Alert>
      )}

      <div className="mt-8">
        <WizardStepper step={step} />
      </div>

      <Card className="mt-6 p-5 sm:p-8">
        <form onSubmit={onSubmit} noValidate aria-labelledby="wizard-step-title">
          <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
            {title}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{step < WIZARD_STEPS ? 'All fields are required.' : 'Check the details before you create the project.'}</p>
          <div className="mt-6">
            {step === 1 && (
              <ProjectDetailsStep
                values={values}
                errors={errors}
                onChange={onChange}
                clientChoice={<ClientSelect clients={clients.data} value={values.clientId} failed={clients.isError} onChoose={chooseClient} onAdd={() => setAddingClient(true)} />}
              />
            )}
            {step === 2 && <BusinessRequirementsStep values={values} errors={errors} onChange={onChange} />}
            {step === 3 && <ReviewStep values={values} clientName={chosenClient?.name ?? null} onEdit={(s) => goTo(s)} />}
          </div>
          <div className="mt-8 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-between">
            <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 1 || create.isPending} className="w-full sm:w-auto">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Previous
            </Button>
            {step < WIZARD_STEPS ? (
              <Button type="submit" className="w-full sm:w-auto">
                Next Step
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Button>
            ) : (
              <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
                {create.isPending && <Spinner size="sm" decorative className="border-white/40 border-t-white" />}
                {create.isPending ? 'Creating...' : 'Create Project'}
              </Button>
            )}
          </div>
        </form>
      </Card>
      {/* Outside the wizard's form: the dialog's own form submits on its own. */}
      <ClientDialog open={addingClient} onOpenChange={setAddingClient} onSaved={chooseClient} returnFocusTo={CLIENT_SELECT_ID} />
    </main>
  );
}
