import { CircleAlert, CircleCheck, RotateCcw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';

export type WaitingError = { message: string; detail?: string | null; onRetry: () => void; retrying: boolean };

/** The shared frame of the project-loading and analysis screens. */
export function WaitingScreen({
  icon: Icon,
  title,
  lead,
  progress,
  message,
  done,
  doneMessage,
  notes,
  error,
  children,
}: {
  icon: LucideIcon;
  title: string;
  lead: string;
  progress: number;
  message: string;
  done: boolean;
  doneMessage: string;
  notes?: ReactNode;
  error?: WaitingError | null;
  children?: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 md:py-16">
      <div className="text-center">
        <span className={`mx-auto grid h-14 w-14 place-items-center rounded-full ${error ? 'bg-danger-50 text-danger-700' : done ? 'bg-success-50 text-success-700' : 'bg-brand-50 text-brand-700'}`}>
          {error ? <CircleAlert className="h-7 w-7" aria-hidden="true" /> : done ? <CircleCheck className="h-7 w-7" aria-hidden="true" /> : <Icon className="h-7 w-7" aria-hidden="true" />}
        </span>
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-ink">{title}</h1>
        <p className="mt-2 text-ink-muted">{lead}</p>
      </div>

      <Card className="mt-8">
        <CardContent className="pt-5">
          {error ? (
            <Alert
              variant="danger"
              title={error.message}
              action={
                <div className="flex flex-wrap gap-2">
                  <Button onClick={error.onRetry} disabled={error.retrying}>
                    {error.retrying ? <Spinner size="sm" decorative /> : <RotateCcw className="h-4 w-4" aria-hidden="true" />}
                    {error.retrying ? 'Trying again...' : 'Try again'}
                  </Button>
                  <Link href="/dashboard" className={buttonClasses('secondary')}>
                    Back to Dashboard
                  </Link>
                </div>
              }
            >
              {error.detail && error.detail !== error.message && <p>{error.detail}</p>}
              <p className={error.detail && error.detail !== error.message ? 'mt-1' : undefined}>Trying again costs nothing: no credit is used.</p>
            </Alert>
          ) : (
            <>
              <div className="flex items-center justify-between gap-4 text-sm">
                <p className="font-medium text-ink" aria-live="polite">
                  {done ? doneMessage : message}
                </p>
                <span className="tabular-nums text-ink-muted">{Math.round(progress)}%</span>
              </div>
              <Progress value={progress} label={title} className="mt-3" />
              {notes && <div className="mt-4 space-y-1 text-center text-sm text-ink-muted">{notes}</div>}
            </>
          )}
        </CardContent>
      </Card>

      {children && (
        <Card className="mt-6">
          <CardContent className="pt-5">{children}</CardContent>
        </Card>
      )}
    </main>
  );
}
