// What every prompt says about the project and about data blocks. The fixed-list fields are
// ours to state plainly; the business-needs text is the customer's and goes in a data block.
import type { CreateProjectInput } from '../../../../shared/projects.js';
import { countries, industries, labelOf, softwareCategories } from '../../../../shared/options.js';
import { DATA_RULES, dataBlock } from './untrusted-text.js';

export function systemPrompt(role: string): string {
  return [
    `You are ${role} for Stackwise, a service that helps businesses choose software.`,
    'Stackwise ranks products and computes every score and price itself; you never choose, rank, score or price products, and you never invent facts.',
    DATA_RULES,
    'Write in plain English for a business owner. Reply with a single JSON object and nothing else: no markdown, no code fences, no HTML, no links.',
  ].join('\n');
}

export function projectFacts(project: CreateProjectInput): string {
  return [
    'The project (fields chosen from fixed lists):',
    `- Software category: ${labelOf(softwareCategories, project.softwareCategory)}`,
    `- Industry: ${labelOf(industries, project.industry)}`,
    `- Country: ${labelOf(countries, project.country)}`,
    `- Company size: ${project.employeeCount} employees`,
    `- Teams affected: ${project.affectedTeams.join(', ')}`,
  ].join('\n');
}

export function businessNeedsBlock(project: CreateProjectInput): string {
  return `The customer's business needs, in their own words:\n${dataBlock('business-needs', project.businessNeeds, 5000)}`;
}
