import { describe, expect, it } from 'vitest';
import type { Project } from '../../../shared/projects.js';
import { clientFilterOptions, filterProjects, groupByClient } from './project-filter';

const p = (id: number, name: string, client: [number, string] | null = null) =>
  ({ id, name, clientId: client?.[0] ?? null, clientName: client?.[1] ?? null }) as Project;
const acme: [number, string] = [1, 'Acme Dental'];
const zeta: [number, string] = [2, 'zeta Café'];
const list = [p(10, 'Phones', zeta), p(11, 'Our CRM'), p(12, 'Practice CRM', acme), p(13, 'Billing', acme)];

describe('clientFilterOptions', () => {
  it('offers All, No client and each client by name, with counts', () => {
    expect(clientFilterOptions(list)).toEqual([
      { value: 'all', label: 'All clients', count: 4 },
      { value: 'none', label: 'No client', count: 1 },
      { value: '1', label: 'Acme Dental', count: 2 },
      { value: '2', label: 'zeta Café', count: 1 },
    ]);
    expect(clientFilterOptions([])).toEqual([
      { value: 'all', label: 'All clients', count: 0 },
      { value: 'none', label: 'No client', count: 0 },
    ]);
  });
});

describe('filterProjects', () => {
  const names = (query: string, client = 'all') => filterProjects(list, { query, client }).map((x) => x.name);
  it('matches the project or the client name, ignoring case, accents and spaces around', () => {
    expect(names('')).toEqual(['Phones', 'Our CRM', 'Practice CRM', 'Billing']);
    expect(names('  crm ')).toEqual(['Our CRM', 'Practice CRM']);
    expect(names('ACME')).toEqual(['Practice CRM', 'Billing']);
    expect(names('cafe')).toEqual(['Phones']);
    expect(names('nothing like it')).toEqual([]);
  });
  it('keeps one client, or the projects without one, and combines with the search', () => {
    expect(names('', '1')).toEqual(['Practice CRM', 'Billing']);
    expect(names('', 'none')).toEqual(['Our CRM']);
    expect(names('crm', '1')).toEqual(['Practice CRM']);
    expect(names('', '99')).toEqual([]);
  });
});

describe('groupByClient', () => {
  it('groups by client name, own projects last, keeping the list order inside', () => {
    expect(groupByClient(list).map((g) => [g.title, g.projects.map((x) => x.id)])).toEqual([
      ['Acme Dental', [12, 13]],
      ['zeta Café', [10]],
      ['No client', [11]],
    ]);
    expect(groupByClient([])).toEqual([]);
  });
});
