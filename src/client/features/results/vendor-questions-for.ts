// The "Ask the vendor" questions of one recommendation as the card and the PDF read it.
import type { Project } from '../../../shared/projects.js';
import { vendorQuestions, type VendorQuestion } from '../../../shared/vendor-questions.js';
import type { RecommendationView } from './recommendation-view';

export type BuyerFacts = Pick<Project, 'country' | 'employeeCount'>;

export function vendorQuestionsFor(rec: RecommendationView, project: BuyerFacts): VendorQuestion[] {
  return vendorQuestions({
    productName: rec.name,
    requirements: rec.analysis?.requirements ?? [],
    cost: rec.analysis?.cost ?? null,
    cons: rec.considerations.cons,
    implementationRequirements: rec.implementation.requirements,
    project: { country: project.country, employeeCount: project.employeeCount },
  });
}
