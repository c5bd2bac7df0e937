import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CalendarDays, FileDown, LayoutDashboard, Plus } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { queryKeys } from '../projects/project-queries';

/** The four Next Steps buttons of spec 2 (Results); `children` go below them, as a group of their own. */
export function NextSteps({
  onExport,
  generating,
  canExport,
  children,
}: {
  onExport: () => void;
  generating: boolean;
  canExport: boolean;
  children?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const backToDashboard = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.projects });
    navigate('/dashboard');
  };
  return (
    <Card className="mt-12 scroll-mt-14" id="next-steps" role="region" aria-labelledby="next-steps-title">
      <CardHeader>
        <h2 id="next-steps-title" className="text-lg font-semibold leading-tight">
          Next Steps
        </h2>
        <CardDescription>Share the report with your team, get help with the rollout, or start another project.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" onClick={onExport} disabled={generating || !canExport}>
          {generating ? (
            <Spinner size="sm" decorative className="border-white/40 border-t-white" />
          ) : (
            <FileDown className="h-4 w-4 shrink-0" aria-hidden="true" />
          )}
          {generating ? 'Generating PDF...' : 'Export Report (PDF)'}
        </Button>
        <Button size="lg" variant="outline" onClick={() => navigate('/pro')}>
          <CalendarDays className="h-4 w-4 shrink-0" aria-hidden="true" />
          Schedule Consultation
        </Button>
        <Button size="lg" variant="secondary" onClick={() => navigate('/project-wizard')}>
          <Plus className="h-4 w-4 shrink-0" aria-hidden="true" />
          Create New Project
        </Button>
        <Button size="lg" variant="secondary" onClick={() => void backToDashboard()}>
          <LayoutDashboard className="h-4 w-4 shrink-0" aria-hidden="true" />
          Back to Dashboard
        </Button>
      </CardContent>
      {children}
    </Card>
  );
}
