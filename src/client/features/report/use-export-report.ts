// 'Export Report (PDF)' (spec 2, 4, 5, 8, 9): idle → generating → idle with a success or failure
// toast. jsPDF and the font load only when the button is pressed.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Project } from '../../../shared/projects.js';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { publicConfig } from '../../lib/public-config';
import { decisionQuery } from '../decisions/decision-queries';
import { answersQuery, questionsQuery } from '../questionnaire/questionnaire-queries';
import { currentWorkspaceQuery } from '../workspace/workspace-queries';
import { deliverReport, openPendingTab } from './deliver-report';
import { buildReportData, summaryRequest } from './report-pdf-data';
import { loadReportLogo } from './report-logo';

async function fetchSummary(body: unknown): Promise<string | null> {
  try {
    const res = await apiRequest<{ summary?: unknown }>('POST', '/api/generate-executive-summary', body);
    return typeof res?.summary === 'string' && res.summary.trim() ? res.summary : null;
  } catch {
    return null; // the report falls back to its generic paragraph (spec 8)
  }
}

export function useExportReport(project: Project | undefined, recommendations: readonly unknown[] | undefined) {
  const queryClient = useQueryClient();
  const [generating, setGenerating] = useState(false);

  const exportReport = useCallback(async () => {
    if (!project || !recommendations || recommendations.length === 0) {
      toast({ title: 'Export Error', description: 'Project data is not fully loaded yet.', variant: 'destructive' });
      return;
    }
    setGenerating(true);
    const tab = openPendingTab();
    try {
      const pdf = import('./generate-report').then((m) => m.prepareReport());
      const [questions, answers, decision, branding] = await Promise.all([
        queryClient.ensureQueryData(questionsQuery(project.id)),
        queryClient.ensureQueryData(answersQuery(project.id)),
        // The Decision page is extra: without it (not loaded, failed) the report still goes out.
        queryClient.ensureQueryData(decisionQuery(project.id)).then((d) => d.decision, () => null),
        // So is the brand (issue 19): without it the report is our own, as before.
        queryClient.ensureQueryData(currentWorkspaceQuery()).then((w) => w.branding, () => null),
      ]);
      const [render, summary, logo] = await Promise.all([
        pdf,
        fetchSummary(summaryRequest(project, recommendations, questions, answers)),
        loadReportLogo(branding?.logoUrl ?? null, branding?.logoType ?? null),
      ]);
      const data = buildReportData({
        project,
        recommendations,
        questions,
        answers,
        summary,
        decision,
        branding,
        logo,
        generatedAt: new Date(),
        appName: publicConfig.appName,
        siteUrl: window.location.origin,
      });
      deliverReport(render(data), data.fileName, tab);
      toast({ title: 'PDF Export Successful', description: 'Your software recommendation report has been downloaded.', variant: 'success' });
    } catch (err) {
      console.error('PDF export failed', err);
      tab?.close();
      toast({ title: 'Export Failed', description: 'There was an error generating the PDF report. Please try again.', variant: 'destructive' });
    } finally {
      setGenerating(false);
    }
  }, [project, recommendations, queryClient]);

  return { exportReport, generating };
}
