// Laws and sector rules that bind the buyer. They are not certificates a vendor holds: each is
// translated into the vendor capabilities it needs (a DPA, a signed BAA, hosting in a region),
// and only a sourced "no" on such a capability can rule a product out.
import type { Country, Industry } from '../options.js';
import type { ComplianceItem } from './vocabulary.js';

export type Obligation = {
  label: string;
  description: string;
  /** The capability the law cannot do without (takes the answer's importance). */
  primary: ComplianceItem;
  /** Capabilities that help meet it (always nice-to-have: the law does not demand them outright). */
  helpful: ComplianceItem[];
  countries: readonly Country[] | 'all';
  industries?: readonly Industry[];
};

export const obligations = {
  gdpr: {
    label: 'EU GDPR',
    description: 'You process personal data of people in the EU: the vendor must sign a data processing agreement.',
    primary: 'gdpr-dpa',
    helpful: ['hosting-eu'],
    countries: 'all',
  },
  'uk-gdpr': {
    label: 'UK GDPR and the Data Protection Act 2018',
    description: 'You process personal data of people in the UK: the vendor must sign a data processing agreement.',
    primary: 'gdpr-dpa',
    helpful: ['hosting-uk'],
    countries: ['UK'],
  },
  pipeda: {
    label: 'PIPEDA (Canadian privacy law)',
    description: 'Personal information you hand to a vendor stays your responsibility: processing terms in the contract.',
    primary: 'gdpr-dpa',
    helpful: ['hosting-ca'],
    countries: ['CA'],
  },
  'quebec-law25': {
    label: 'Québec Law 25',
    description: 'Québec privacy rules: processing terms, and an assessment before data leaves Québec.',
    primary: 'gdpr-dpa',
    helpful: ['hosting-ca'],
    countries: ['CA'],
  },
  ccpa: {
    label: 'CCPA / CPRA (California privacy law)',
    description: 'You handle personal information of California residents: service-provider terms with the vendor.',
    primary: 'gdpr-dpa',
    helpful: [],
    countries: ['US'],
  },
  hipaa: {
    label: 'HIPAA (you handle patients’ health information)',
    description: 'Covered entities and their business associates: the vendor must sign a Business Associate Agreement.',
    primary: 'hipaa-baa',
    // HIPAA sets no data-residency rule: a signed BAA is what it needs. Counting US hosting as
    // "helpful" cost US vendors whose hosting is simply unpublished (Weave, Nextiva) a fifth of
    // the requirements score against a contact centre that states its AWS Region.
    helpful: [],
    countries: ['US'],
  },
  ferpa: {
    label: 'FERPA (US student records)',
    description: 'Student records shared with a vendor need data processing terms that restrict their use.',
    primary: 'gdpr-dpa',
    helpful: [],
    countries: ['US'],
    industries: ['education'],
  },
  'au-privacy': {
    label: 'Australian Privacy Act (APPs)',
    description: 'Personal information sent overseas stays your responsibility: processing terms with the vendor.',
    primary: 'gdpr-dpa',
    helpful: ['hosting-au'],
    countries: ['AU'],
  },
  hds: {
    label: 'French health data hosting (HDS)',
    description: 'Health data of French patients must be hosted by an HDS-certified host.',
    primary: 'hds',
    helpful: ['hosting-eu'],
    countries: ['FR'],
    industries: ['healthcare'],
  },
} as const satisfies Record<string, Obligation>;

export type ObligationId = keyof typeof obligations;

export function isObligation(id: string): id is ObligationId {
  return id in obligations;
}
