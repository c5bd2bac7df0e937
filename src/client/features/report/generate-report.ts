// The lazily loaded half of the export: fonts, jsPDF and the layout. `prepareReport` starts the
// font download at once so it overlaps with the executive-summary request.
import { loadReportFonts } from './report-fonts';
import { renderReportPdf } from './report-pdf';
import type { ReportData } from './report-pdf-data';

export function prepareReport(): Promise<(data: ReportData) => Blob> {
  return loadReportFonts().then((fonts) => (data: ReportData) => renderReportPdf(data, fonts).output('blob'));
}
