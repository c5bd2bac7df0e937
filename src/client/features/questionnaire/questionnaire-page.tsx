// /questionnaire/:id (spec 2, 5, 7 and 8).
import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import type { Project } from '../../../shared/projects.js';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { RequireAuth } from '../auth/require-auth';
import { usePageMeta } from '../layout/use-page-meta';
import { Questionnaire } from './questionnaire';
import { answersQuery, questionsQuery } from './questionnaire-queries';
import { useGuardedProject } from './use-guarded-project';
import { useRedirectAfter } from './use-redirect-after';

/** A project that is not answerable belongs on another screen. */
export function questionnaireRedirect(project: Project | undefined): string | null {
  if (!project) return null;
  switch (project.status) {
    case 'ready':
    case 'in_progress':
    case 'completed': // answers can be edited and the recommendations updated, free
      return null;
    case 'analyzing':
      return `/analysis/${project.id}`;
    case 'error':
      return project.totalQuestions > 0 ? `/analysis/${project.id}` : `/project-loading/${project.id}`;
    default:
      return `/project-loading/${project.id}`;
  }
}

/** Signed-out visitors go to / (spec 2). */
export default function QuestionnairePage() {
  return (
    <RequireAuth>
      <QuestionnaireScreen />
    </RequireAuth>
  );
}

function QuestionnaireScreen() {
  usePageMeta({ title: 'Requirements Discovery', noIndex: true });
  const params = useParams<{ id: string }>();
  const { id, project } = useGuardedProject(params.id);
  const redirect = questionnaireRedirect(project);
  const ready = id !== null && project !== undefined && redirect === null;
  const questions = useQuery({ ...questionsQuery(id ?? 0), enabled: ready, refetchOnMount: 'always' });
  const answers = useQuery({ ...answersQuery(id ?? 0), enabled: ready, refetchOnMount: 'always' });
  useRedirectAfter(redirect, 0);

  if (!ready || questions.isPending || answers.isPending) return <QuestionnaireSkeleton />;
  if (questions.isError || answers.isError) {
    return (
      <Frame>
        <EmptyState
          icon={ClipboardList}
          headingLevel={2}
          title="We couldn't load your questions"
          description="Check your connection and try again."
          action={
            <button type="button" className={buttonClasses('primary')} onClick={() => void Promise.all([questions.refetch(), answers.refetch()])}>
              Try again
            </button>
          }
        />
      </Frame>
    );
  }
  if (questions.data.length === 0) {
    return (
      <Frame>
        <EmptyState
          icon={ClipboardList}
          headingLevel={2}
          title="No Questions Available"
          description="Unable to generate questions for this project."
          action={
            <Link href="/dashboard" className={buttonClasses('primary')}>
              Back to Dashboard
            </Link>
          }
        />
      </Frame>
    );
  }
  return <Questionnaire project={project} questions={questions.data} answers={answers.data} />;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Requirements Discovery</h1>
      <div className="mt-8">{children}</div>
    </main>
  );
}

function QuestionnaireSkeleton() {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 md:py-12" aria-busy="true">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Requirements Discovery</h1>
      <span className="sr-only" role="status">
        Loading questions…
      </span>
      <Skeleton className="mt-6 h-5 w-40" />
      <Skeleton className="mt-3 h-2.5 w-full" />
      <Skeleton className="mt-8 h-96 w-full rounded-[var(--radius-card)]" />
    </main>
  );
}
