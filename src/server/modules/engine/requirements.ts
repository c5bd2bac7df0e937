// Turns answers (selected option tokens + importance), comments and the business-needs text
// into the requirements the scorer checks, the volumes prices depend on, the budget, the
// timeline and (for "other") the family of software wanted.
import type { Importance } from '../../../shared/questions.js';
import type { CreateProjectInput } from '../../../shared/projects.js';
import type { Currency, OtherFamily, VolumeUnit } from '../../../shared/catalog/vocabulary.js';
import { complianceItems, genericLocalCapabilities, otherFamilies, volumeUnits } from '../../../shared/catalog/vocabulary.js';
import { companiesFromNeeds, headcountInBand, volumesFromNeeds } from './needs-volumes.js';
import { isObligation, obligations, type Obligation } from '../../../shared/catalog/obligations.js';
import { familyFeatures, NONE } from './generate-questions.js';
import { questionVocabulary } from './llm/question-vocabulary.js';
import { tokenGroupsFromNeeds, tokensFromNeeds } from './needs-keywords.js';

export type Requirement = { token: string; label: string; question: string; importance: Importance; origin?: string };
export type Budget = { currency: Currency; max: number | null; label: string } | null;
/** The buyer's counts; `fromNeeds` names those read from their business needs, not answered. */
export type Volumes = Partial<Record<VolumeUnit, number>> & {
  fromNeeds?: ReadonlySet<VolumeUnit>;
  /** The company's headcount as the buyer wrote it ("35 staff"), inside their size band: estimates start from it, not from the band's typical figure. */
  headcount?: number;
  /** The kind of "other" software asked for: who uses it, and so how many seats, depends on it. */
  family?: OtherFamily;
  /** A spend management tool is asked for: its users are the staff who spend or claim, not the bookkeepers. */
  spend?: true;
  /** The companies an accounting buyer keeps books for, when more than one (`companiesFromNeeds`): one subscription each unless a plan holds several. */
  companies?: number;
};

export type AnsweredQuestion = {
  title: string;
  dimension: string;
  options: { value: string; label: string }[];
  selected: string[];
  importance: Importance;
  comment?: string | null;
};

export type Requirements = {
  items: Requirement[];
  budget: Budget;
  timelineWeeks: number | null;
  budgetImportance: Importance;
  volumes: Volumes;
  family: OtherFamily | null;
  /**
   * The tokens the business needs' own words name, read once here for the engine's other uses. Without
   * what `tokensOfGroups` infers (a charity naming no kind of software is choosing a donor database):
   * a charity that files a payroll project has named its kind already.
   */
  needsTokens: string[];
};

/**
 * Local rules that are met only by running payroll: a product's market may list them while the
 * plan the buyer would be costed on does not include payroll (Deputy Lite is rostering only), so
 * each brings the category's payroll feature in as a requirement of the same importance.
 */
const payrollRules: ReadonlySet<string> = new Set(['payroll', 'rti-payroll', 'auto-enrolment', 'stp2', 'superannuation', 'quebec-payroll', 'dsn', 'multistate-payroll']);
/** The payroll feature of each category that has one, in order of preference. */
const payrollFeatures = ['feature:payroll', 'feature:payroll-addon'];

const FROM_COMMENT = 'from your comment';
const FROM_NEEDS = 'from your business needs';

/**
 * The kinds of "other" software whose core each feature is: a learning platform's "classes" are not
 * a gym's, and a help desk for "our online shop" is not asked for a shop (a shop is the core of
 * shops, tills and websites, not of help desks). A booking page stays a wish of any kind: websites
 * take reservations.
 */
const featureKinds = new Map<string, OtherFamily[]>();
for (const [kind, features] of Object.entries(familyFeatures) as [OtherFamily, string[]][]) {
  for (const f of features) if (f !== 'online-booking') featureKinds.set(f, [...(featureKinds.get(f) ?? []), kind]);
}

export function collectRequirements(
  answered: readonly AnsweredQuestion[],
  project: Pick<CreateProjectInput, 'softwareCategory' | 'country' | 'businessNeeds'> & Partial<Pick<CreateProjectInput, 'employeeCount'>>,
): Requirements {
  const vocabulary = questionVocabulary(project);
  const items: Requirement[] = [];
  let budget: Budget = null;
  let budgetImportance: Importance = 'nice-to-have';
  let timelineWeeks: number | null = null;
  const volumes: Volumes = {};
  /** The answered volume bands' floors (exclusive), by unit. */
  const bandFloor = new Map<VolumeUnit, number>();
  let family: OtherFamily | null = null;

  /** Adds a requirement once; a must-have wins over a nice-to-have for the same token. */
  const add = (req: Requirement) => {
    const existing = items.find((i) => i.token === req.token);
    if (!existing) items.push(req);
    else if (existing.importance !== 'must-have' && req.importance === 'must-have') Object.assign(existing, req);
  };
  /** A law binds the buyer: it becomes the vendor capabilities it needs. */
  const addObligation = (id: string, question: string, importance: Importance, origin?: string) => {
    if (!isObligation(id)) return;
    const o: Obligation = obligations[id];
    // Words in the needs text ("DSGVO") may name a law of another country (UK GDPR for a German company).
    if (o.countries !== 'all' && !o.countries.includes(project.country)) return;
    const because = `because ${o.label} applies to you${origin ? ` (${origin})` : ''}`;
    add({ token: `compliance:${o.primary}`, label: complianceItems[o.primary], question, importance, origin: because });
    for (const item of o.helpful) add({ token: `compliance:${item}`, label: complianceItems[item], question, importance: 'nice-to-have', origin: because });
  };
  const addToken = (token: string, question: string, importance: Importance, origin?: string) => {
    if (token.startsWith('obligation:')) return addObligation(token.slice(11), question, importance, origin);
    if (token.startsWith('family:') || token.startsWith('budget:') || token.startsWith('volume:') || token.startsWith('timeline:')) return;
    const label = vocabulary.get(token);
    if (label) add({ token, label, question, importance, ...(origin ? { origin } : {}) });
  };

  const offered = new Set(answered.flatMap((q) => q.options.map((o) => o.value)));
  for (const q of answered) {
    const chosen = q.selected.filter((v) => v !== NONE && q.options.some((o) => o.value === v));
    for (const value of chosen) {
      const label = q.options.find((o) => o.value === value)?.label ?? value;
      if (value.startsWith('budget:')) {
        const [, currency, max] = value.split(':');
        const amount = max === 'none' ? null : Number(max);
        // Single choice; answers stored before that rule: the highest range counts.
        if (!budget || amount === null || (budget.max !== null && amount > budget.max)) budget = { currency: currency as Currency, max: amount, label };
        budgetImportance = q.importance;
      } else if (value.startsWith('timeline:')) {
        const weeks = Number(value.split(':')[1]);
        timelineWeeks = timelineWeeks === null ? weeks : Math.max(timelineWeeks, weeks);
        const token = `timeline:${timelineWeeks}`;
        const existing = items.find((i) => i.token.startsWith('timeline:'));
        if (existing) Object.assign(existing, { token, label, importance: q.importance });
        else add({ token, label, question: q.title, importance: q.importance });
      } else if (value.startsWith('volume:')) {
        const [, unit, n] = value.split(':');
        if (unit && unit in volumeUnits && Number(n) >= 0) {
          volumes[unit as VolumeUnit] = Number(n);
          // The band's floor: the next smaller option's top (bands are priced at their top).
          const below = q.options.map((o) => Number(o.value.split(':')[2])).filter((m) => Number.isFinite(m) && m < Number(n));
          bandFloor.set(unit as VolumeUnit, below.length ? Math.max(...below) : 0);
        }
      } else if (value.startsWith('family:')) {
        const id = value.slice(7);
        if (id in otherFamilies) family = id as OtherFamily;
      } else if (value.startsWith('obligation:')) {
        addObligation(value.slice(11), q.title, q.importance);
      } else {
        add({ token: value, label, question: q.title, importance: q.importance });
      }
    }
    // A need written in a comment is not lost: it joins through the same vocabulary.
    if (q.comment?.trim()) for (const token of tokensFromNeeds(q.comment)) addToken(token, q.title, 'nice-to-have', FROM_COMMENT);
  }
  // Needs written in the project description that no question offered as an option. When a
  // question offered one reading of the words, the buyer's answer there settled what they meant:
  // a field-service buyer's "scheduling" was asked as dispatch, not also as a booking page. The
  // kind of software ("a password manager") is not a reading of a feature: its feature still counts.
  // Other kinds' core features are not this one's (see `featureKinds`).
  const ofAnotherKind = (token: string) => family !== null && token.startsWith('feature:') && !(featureKinds.get(token.slice(8)) ?? [family]).includes(family);
  // An accounting firm's "tax returns and BAS" are its clients' filings, which its practice software
  // tracks but does not lodge: the country's filing rules are not asked of it (DATEV, its books' format,
  // is). Its ledger software does lodge them, for each client's books: there they stay.
  const groups = tokenGroupsFromNeeds(project.businessNeeds);
  const forClients = project.softwareCategory === 'project-management' && [...groups.flat(), ...items.map((i) => i.token)].includes('feature:accounting-practice');
  const clientsFiling = (token: string) => forClients && token.startsWith('local:') && !(token.split(':')[2]! in genericLocalCapabilities) && !token.endsWith(':datev-export');
  for (const group of groups) {
    if (group.some((token) => !token.startsWith('family:') && offered.has(token))) continue;
    for (const token of group) if (!ofAnotherKind(token) && !clientsFiling(token)) addToken(token, 'Business needs', 'nice-to-have', FROM_NEEDS);
  }
  // A volume left at "Not sure", or not asked at all, whose count the buyer wrote in their needs
  // ("40 agents", a gym's "2 locations", "80 laptops") is priced on their own figure, not on our
  // estimate from the headcount. Employees nobody asked for are the headcount (below).
  const stated = volumesFromNeeds(project.businessNeeds, project.softwareCategory);
  const asked = new Set(answered.filter((q) => q.dimension.startsWith('volume:')).map((q) => q.dimension.slice(7)));
  const fromNeeds = new Set<VolumeUnit>();
  for (const [unit, count] of Object.entries(stated) as [VolumeUnit, number][]) {
    // An answered band that holds the buyer's own figure ("60 users", answered "51–75") is priced on
    // that figure, not on the band's top: the band was chosen for it.
    const floor = bandFloor.get(unit);
    const inAnsweredBand = floor !== undefined && volumes[unit] !== undefined && count > floor && count < volumes[unit]!;
    if (!inAnsweredBand && (volumes[unit] !== undefined || (unit === 'employees' && !asked.has(unit)))) continue;
    volumes[unit] = count;
    fromNeeds.add(unit);
  }
  if (fromNeeds.size > 0) volumes.fromNeeds = fromNeeds;
  // "Email for 30 people" in the 11–50 band: seats are estimated from 30, not from a typical 25. A
  // count outside the band the buyer chose counts something else ("300 employees of our clients").
  const headcount = headcountInBand(stated, project.employeeCount);
  if (headcount !== undefined) volumes.headcount = headcount;
  const payroll = payrollFeatures.find((token) => vocabulary.has(token));
  if (payroll)
    for (const req of [...items]) {
      const [kind, , capability = ''] = req.token.split(':');
      if (kind === 'local' && payrollRules.has(capability)) add({ token: payroll, label: vocabulary.get(payroll)!, question: req.question, importance: req.importance, origin: `because ${req.label} needs it` });
    }
  if (family) volumes.family = family;
  if (project.softwareCategory === 'accounting' && items.some((r) => r.token === 'feature:spend-management')) volumes.spend = true;
  if (project.softwareCategory === 'accounting') {
    const companies = companiesFromNeeds(project.businessNeeds);
    if (companies !== undefined) volumes.companies = companies;
  }
  return { items, budget, timelineWeeks, budgetImportance, volumes, family, needsTokens: [...new Set(groups.flat())] };
}
