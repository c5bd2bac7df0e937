// /project-loading/:id (spec 2 and 4): waits while the questions are generated.
import { Sparkles } from 'lucide-react';
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
import { loadingProgress, PROGRESS_STEP_MS, REDIRECT_DELAY_MS, STATUS_POLL_MS, waitingErrors } from './waiting-copy';
import { WaitingScreen } from './waiting-screen';

const TITLE = 'Creating Your Personalized Assessment';

/** Where this screen sends a project, and how soon: once questions exist, the questionnaire after 1 s. */
export function loadingDestination(project: Project | undefined): { href: string; delayMs: number } | null {
  if (!project) return null;
  switch (project.status) {
    case 'ready':
    case 'in_progress':
      return { href: `/questionnaire/${project.id}`, delayMs: REDIRECT_DELAY_MS };
    case 'analyzing':
      return { href: `/analysis/${project.id}`, delayMs: 0 };
    case 'completed':
      return { href: `/results/${project.id}`, delayMs: 0 };
    case 'error':
      // Questions exist, so it was the analysis that failed: that screen explains and retries.
      return project.totalQuestions > 0 ? { href: `/analysis/${project.id}`, delayMs: 0 } : null;
    default:
      return null;
  }
}

const stillGenerating = (p: Project | undefined) => !p || p.status === 'created' || p.status === 'generating';

/** Signed-out visitors go to / (spec 2). */
export default function ProjectLoadingPage() {
  return (
    <RequireAuth>
      <ProjectLoadingScreen />
    </RequireAuth>
  );
}

function ProjectLoadingScreen() {
  usePageMeta({ title: TITLE, noIndex: true });
  const params = useParams<{ id: string }>();
  const { id, project } = useGuardedProject(params.id, { pollMs: STATUS_POLL_MS, pollWhile: stillGenerating });
  const [run, setRun] = useState(0);
  const failed = project?.status === 'error' && project.totalQuestions === 0;
  const destination = loadingDestination(project);
  const step = useSteppedProgress({ intervalMs: PROGRESS_STEP_MS, running: !failed && !destination, runKey: run });
  const retry = useRetryProject(id, () => setRun((r) => r + 1));
  useRedirectAfter(destination?.href ?? null, destination?.delayMs ?? 0);

  const { value, message } = loadingProgress(step);
  return (
    <WaitingScreen
      icon={Sparkles}
      title={TITLE}
      lead="We're writing questions tailored to your company, industry and software needs."
      progress={destination ? 100 : value}
      message={message}
      done={destination !== null}
      doneMessage="Your questions are ready. Opening the questionnaire…"
      error={failed ? { message: waitingErrors.loading, detail: project.lastError, onRetry: () => retry.mutate(), retrying: retry.isPending } : null}
      notes={
        <>
          <p>This usually takes 30-60 seconds</p>
          <p className="font-medium text-ink">Please don't close this page</p>
        </>
      }
    >
      <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-ink-subtle">Project details</h2>
      {project ? <ProjectFacts project={project} /> : <ProjectFactsSkeleton />}
    </WaitingScreen>
  );
}
