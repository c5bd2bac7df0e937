// The dashboard's search, client filter and grouping (issue 19), over the full project list the
// API returns: pure functions, so the page only holds the three choices.
import type { Project } from '../../../shared/projects.js';

/** 'all', 'none' (the workspace's own projects) or a client's id in text. */
export type ClientFilter = string;
export const ALL_CLIENTS = 'all';
export const NO_CLIENT = 'none';
export const NO_CLIENT_TITLE = 'No client';

export type ClientOption = { value: ClientFilter; label: string; count: number };
export type ProjectGroup = { key: string; title: string; projects: Project[] };

const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** All, No client and each client that has projects, with how many projects each has. */
export function clientFilterOptions(projects: readonly Project[]): ClientOption[] {
  const clients = new Map<number, { name: string; count: number }>();
  let own = 0;
  for (const p of projects) {
    if (p.clientId === null) {
      own++;
      continue;
    }
    const entry = clients.get(p.clientId) ?? { name: p.clientName ?? `Client ${p.clientId}`, count: 0 };
    entry.count++;
    clients.set(p.clientId, entry);
  }
  const perClient = [...clients.entries()].sort(([, a], [, b]) => byName(a.name, b.name)).map(([id, c]) => ({ value: String(id), label: c.name, count: c.count }));
  return [{ value: ALL_CLIENTS, label: 'All clients', count: projects.length }, { value: NO_CLIENT, label: NO_CLIENT_TITLE, count: own }, ...perClient];
}

/** The projects whose name or client's name contains `query` (case and accents ignored), of the chosen client. */
export function filterProjects(projects: readonly Project[], { query, client }: { query: string; client: ClientFilter }): Project[] {
  const needle = fold(query.trim());
  return projects.filter((p) => {
    if (client === NO_CLIENT && p.clientId !== null) return false;
    if (client !== ALL_CLIENTS && client !== NO_CLIENT && String(p.clientId) !== client) return false;
    return !needle || fold(p.name).includes(needle) || (p.clientName !== null && fold(p.clientName).includes(needle));
  });
}

/** One group per client by name, the workspace's own projects last; the list's order inside each. */
export function groupByClient(projects: readonly Project[]): ProjectGroup[] {
  const groups = new Map<string, ProjectGroup>();
  for (const p of projects) {
    const key = p.clientId === null ? NO_CLIENT : String(p.clientId);
    const group = groups.get(key) ?? { key, title: p.clientId === null ? NO_CLIENT_TITLE : (p.clientName ?? `Client ${p.clientId}`), projects: [] };
    group.projects.push(p);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => (a.key === NO_CLIENT ? 1 : b.key === NO_CLIENT ? -1 : byName(a.title, b.title)));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
