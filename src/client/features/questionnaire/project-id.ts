/** The id of /project-loading/:id, /questionnaire/:id, /analysis/:id and /results/:id: it must parse as a number (spec 5). */
export function parseProjectId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
