// The name a downloaded export is saved under. Only ASCII letters, digits and dashes reach the
// Content-Disposition header: a project name can hold quotes, slashes or line breaks.

export function exportFileName(projectName: string, projectId: number, extension: 'csv' | 'xlsx'): string {
  const slug = projectName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `stackwise-compare-${slug || `project-${projectId}`}.${extension}`;
}

export function attachmentHeader(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}
