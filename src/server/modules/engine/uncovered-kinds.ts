// Kinds of software a buyer may ask for under "Other" that our catalog does not hold. Scoring every
// kind we do hold against such a request gave a property manager a team chat, a fundraising page
// and a booking widget, and a trucking firm home-services dispatch tools: a plausible-looking wrong
// answer. Naming the kind lets the questionnaire say so and the results recommend nothing.

import type { SoftwareCategory } from '../../../shared/options.js';

/** `category`: we hold this kind, under another category than "Other" (a CRM asked for under "Other"). */
export type UncoveredKind = { id: string; label: string; evidence: number; category?: SoftwareCategory };

const kinds: { id: string; label: string; pattern: RegExp; category?: SoftwareCategory }[] = [
  {
    id: 'property-management',
    label: 'Property management (rentals, tenants and owners)',
    pattern:
      /\b(property management (software|system|platform|company|firm|for)|manage (our |my )?rental|rental (units?|propert(y|ies)|portfolio)|residential units|tenant (portal|screening|ledgers?|communications?)|rent (collection|rolls?|payments?)|online rent|landlords?|owner statements?|lease (tracking|renewals?)|hausverwaltung|mietverwaltung|wohnungsverwaltung|mieterportal|nebenkostenabrechnung|gestion locative|administrateur de biens|quittances? de loyer|syndic de copropri[ée]t[ée])\b/giu,
  },
  {
    id: 'fleet-transport',
    label: 'Fleet and transport management (trucking and freight)',
    pattern:
      /\b(trucks|trucking|lorr(y|ies)|haulage|hauliers?|freight|ELD|IFTA|load (planning|boards?)|fleet management|fleet maintenance|transport management|TMS|driver settlements?|bills? of lading|LKW|Spedition|Fuhrpark\w*|Tourenplanung|transporteurs?|gestion de flotte|lettres? de voiture)\b/giu,
  },
  {
    id: 'hotel',
    label: 'Hotel and guest-house management (PMS and channel manager)',
    pattern:
      /\b(hotels?|guest ?houses?|bed and breakfast|B&B|channel manager|room (inventory|rates|allocation)|housekeeping|check-?in and check-?out|vacation rentals?|holiday lets?|Hotelsoftware|Ferienwohnung(en)?|h[ôo]tellerie|chambres d['’]h[ôo]tes)\b/giu,
  },
  {
    id: 'auto-repair',
    label: 'Garage and auto-repair shop management',
    pattern:
      /\b(auto repair|car repair|auto shop|body shop|garage management|workshop management for (a |our )?(garage|cars|vehicles)|vehicle (repairs?|servicing|inspections?)|repair orders?|Kfz-Werkstatt|Autowerkstatt|Werkstattsoftware|garage automobile)\b/giu,
  },
  {
    id: 'dental-practice',
    label: 'Dental practice management (charting, treatment plans and claims)',
    pattern: /\b(dental practice management|dental charting|perio(dontal)? charting|Dentrix|Open Dental|Eaglesoft|Dentally|Zahnarztsoftware|logiciel dentaire)\b/giu,
  },
  {
    id: 'subscription-billing',
    label: 'Subscription billing (recurring invoices, dunning and revenue recognition)',
    pattern:
      /\b(subscription (billing|management platform)|recurring billing platform|billing platform for (our )?(saas|subscriptions)|dunning|revenue recognition|ASC ?606|IFRS ?15|usage[- ]based (billing|pricing)|metered billing|Abo-?Abrechnung|Abonnementabrechnung|facturation (r[ée]currente|des abonnements))\b/giu,
  },
  {
    id: 'compliance-automation',
    label: 'Security compliance automation (SOC 2 and ISO 27001 audits)',
    pattern:
      /\b(get(ting)? (our |a )?(soc ?2|iso ?27001)|(achieve|obtain|pass|prepare for|preparing for) (a |our )?(soc ?2|iso ?27001)|soc ?2 (audit|readiness)|iso ?27001 (audit|readiness)|compliance automation|(automated )?evidence collection|vendor risk (management|assessments?)|security questionnaires|GRC (platform|tool|software)|security policies)\b/giu,
  },
  {
    id: 'childcare',
    label: 'Childcare and nursery management (enrolments, subsidies and parent apps)',
    pattern:
      /\b(child ?care|day ?care|early learning (centres?|centers?)|nurser(y|ies) (management|software|app)|preschools?|CCS( subsidy| claims?)?|child care subsidy|Kita(s|-Software|-Verwaltung)?|Kindertagesst[äa]tte\w*|Kinderkrippe\w*|cr[èe]ches?|micro-cr[èe]ches?|assistantes? maternelles?)\b/giu,
  },
  {
    id: 'surveys',
    label: 'Surveys and customer feedback (NPS and questionnaires)',
    pattern:
      /\b(surveys? (tools?|software|platform)|customer (satisfaction )?surveys?|NPS|net promoter( score)?|CSAT surveys?|customer feedback (surveys?|tools?|platform)|survey responses|Umfrage(tool|software|n)|Kundenbefragung\w*|sondages?|enqu[êe]tes? de satisfaction|questionnaires? de satisfaction)\b/giu,
  },
  {
    id: 'construction-estimating',
    label: 'Construction estimating and quoting (take-offs and progress billing)',
    pattern:
      /\b(construction estimating|estimating software|(quantity )?take-?offs?|bills? of quantities|devis (et factures? )?(pour (le |les |une entreprise de |un )?)?(b[âa]timent|r[ée]novation|travaux|artisans?)|biblioth[èe]que d['’]ouvrages|situations? de travaux|m[ée]tr[ée]s)\b/giu,
  },
  {
    id: 'church-management',
    label: 'Church management (members, small groups and check-in)',
    pattern:
      /\b(church management|ChMS|congregations?|parish(ioners)?|small groups|kids(['’] ministry)? check-?in|children['’]s (ministry )?check-?in|ministr(y|ies)|member(ship)? directory|Gemeindeverwaltung|Kirchengemeinde\w*|gestion paroissiale|paroisses?)\b/giu,
  },
  {
    id: 'tour-activity-booking',
    label: 'Tour and activity booking (tours, tickets and resellers)',
    pattern:
      /\b(tours|tour operators?|excursions?|guided (tours|walks|trips|hikes)|activit(y|ies) bookings?|kayak\w*|rafting|escape rooms?|zip ?lines?|visites? guid[ée]es|Stadtf[üu]hrung\w*|Ausfl[üu]g\w*)\b/giu,
  },
  // Kinds we hold under a category of their own: asked for under "Other", every "other" kind was scored
  // against them (a CRM request got a team chat and a password vault; payroll got website builders).
  { id: 'crm', category: 'crm', label: 'CRM software', pattern: /\b(CRMs?|customer relationship management|sales pipelines?|deal pipelines?|sales reps?|lead management)\b/giu },
  { id: 'hr', category: 'hr', label: 'HR and payroll software', pattern: /\b(payroll|HRIS|HR (software|system|platform)|applicant tracking|ATS|time[- ]off (tracking|requests)|performance reviews|Lohnabrechnung|Personalverwaltung|logiciel de paie|SIRH)\b/giu },
  { id: 'accounting', category: 'accounting', label: 'accounting software (bookkeeping, expense and spend management)', pattern: /\b(bookkeeping|accounting software|general ledger|expense management|spend management|expense claims|bank reconciliation|VAT returns|Buchhaltung\w*|Spesenmanagement|logiciel de comptabilit[ée]|notes de frais)\b/giu },
  { id: 'project-management', category: 'project-management', label: 'project management software', pattern: /\b(project management|task management|Gantt( charts?)?|kanban( boards?)?|Projektmanagement|gestion de projets?)\b/giu },
  { id: 'marketing', category: 'marketing', label: 'marketing software (email campaigns and automation)', pattern: /\b(email marketing|e-mail marketing|marketing automation|email campaigns|newsletter (tool|software|platform)|social media (scheduling|management)|Newsletter-Tool|emailing)\b/giu },
  { id: 'telephony', category: 'telephony', label: 'phone systems', pattern: /\b(phone system|business phones?|VoIP|PBX|call (cent(er|re)|queues)|contact cent(er|re)|Telefonanlage|t[ée]l[ée]phonie)\b/giu },
  { id: 'noc', category: 'noc', label: 'IT monitoring and management (RMM, PSA, network monitoring)', pattern: /\b(RMM|remote monitoring and management|network monitoring|PSA|patch management|server monitoring|Netzwerk[üu]berwachung|supervision r[ée]seau)\b/giu },
  { id: 'erp', category: 'erp', label: 'ERP software (inventory, purchasing and production)', pattern: /\b(ERP|MRP|inventory management|warehouse management|production planning|Warenwirtschaft|gestion de stock)\b/giu },
];

/**
 * The uncovered kind the needs describe most (its distinct words counted), or null. Many mentions
 * ("property management … tenant portal … rent payments") outweigh one word of a kind we hold
 * ("dispatch"); one mention ("a website for our hotel") does not.
 */
export function uncoveredKindIn(text: string): UncoveredKind | null {
  let best: UncoveredKind | null = null;
  for (const kind of kinds) {
    const words = new Set([...text.matchAll(kind.pattern)].map((m) => m[0].toLowerCase()));
    if (words.size > 0 && (!best || words.size > best.evidence)) best = { id: kind.id, label: kind.label, evidence: words.size, ...(kind.category ? { category: kind.category } : {}) };
  }
  return best;
}

/**
 * The uncovered kind the questionnaire should name: any, when the needs name no kind we hold;
 * otherwise only one named by two distinct words or more, so a trucking firm's "dispatch" does not
 * make it a home-services buyer while "a website for our hotel" stays a website.
 */
export function uncoveredKindWanted(text: string, namesHeldKind: boolean): UncoveredKind | null {
  const kind = uncoveredKindIn(text);
  return kind && (!namesHeldKind || kind.evidence >= 2) ? kind : null;
}
