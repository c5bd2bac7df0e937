// /analysis/:id (spec 2 and 4): waits while the recommendations are generated.
import { BrainCircuit } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import type { Project } from '../../../shared/projects.js';
import { RequireAuth } from '../auth/require-auth';
import { usePageMeta } from '../layout/use-page-meta';
import { ProjectFacts, ProjectFactsSkeleton } from './project-facts';
import { useGuardedProject } from './use-guarded-project';
import { useRedirectAfter } from './use-redirect-after';
import { useRetryProject } from './use-retry-project';
import { useSteppedProgress } from './use-stepped-progress';
import { analysisProgress, PROGRESS_STEP_MS, REDIRECT_DELAY_MS, STATUS_POLL_MS, waitingErrors } from './waiting-copy';
import { WaitingScreen } from './waiting-screen';

const TITLE = 'Generating Recommendations';

/** Where this screen sends a project: results 1 s after completed; back to an earlier step when it isn't there yet. */
export function analysisDestination(project: Project | undefined): { href: string; delayMs: number } | null {
  if (!project) return null;
  switch (project.status) {
    case 'completed':
      return { href: `/results/${project.id}`, delayMs: REDIRECT_DELAY_MS };
    case 'ready':
    case 'in_progress':
      return { href: `/questionnaire/${project.id}`, delayMs: 0 };
    case 'created':
    case 'generating':
      return { href: `/project-loading/${project.id}`, delayMs: 0 };
    case 'error':
      return project.totalQuestions > 0 ? null : { href: `/project-loading/${project.id}`, delayMs: 0 };
    default:
      return null;
  }
}

const stillAnalyzing = (p: Project | undefined) => !p || p.status === 'analyzing';

/** Signed-out visitors go to / (spec 2). */
export default function AnalysisPage() {
  return (
    <RequireAuth>
      <AnalysisScreen />
    </RequireAuth>
  );
}

function AnalysisScreen() {
  usePageMeta({ title: TITLE, noIndex: true });
  const params = useParams<{ id: string }>();
  const { id, project } = useGuardedProject(params.id, { pollMs: STATUS_POLL_MS, pollWhile: stillAnalyzing });
  const [run, setRun] = useState(0);
  const failed = project?.status === 'error' && project.totalQuestions > 0;
  const destination = analysisDestination(project);
  const step = useSteppedProgress({ intervalMs: PROGRESS_STEP_MS, running: !failed && !destination, runKey: run });
  const retry = useRetryProject(id, () => setRun((r) => r + 1));
  useRedirectAfter(destination?.href ?? null, destination?.delayMs ?? 0);

  const { value, message } = analysisProgress(step);
  const done = project?.status === 'completed';
  return (
    <WaitingScreen
      icon={BrainCircuit}
      title={TITLE}
      lead="We're scoring every product in the category against your answers, your company size and your industry."
      progress={done ? 100 : value}
      message={message}
      done={done}
      doneMessage="Your recommendations are ready. Opening the results…"
      error={failed ? { message: waitingErrors.analysis, detail: project.lastError, onRetry: () => retry.mutate(), retrying: retry.isPending } : null}
      notes={<p className="font-medium text-ink">Please don't close this page</p>}
    >
      <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-ink-subtle">Project details</h2>
      {project ? <ProjectFacts project={project} /> : <ProjectFactsSkeleton />}
    </WaitingScreen>
  );
}
