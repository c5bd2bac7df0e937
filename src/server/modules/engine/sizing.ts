// How a project turns into the quantities a price is charged on. Volumes the buyer answered
// (contacts, endpoints, agents …) are used as given; otherwise we estimate from the headcount
// band and say so next to the cost ("seatBasis"), never as a hidden constant.
import type { EmployeeCount, SoftwareCategory } from '../../../shared/options.js';
import { volumeUnits, type OtherFamily, type PriceUnit, type VolumeUnit } from '../../../shared/catalog/vocabulary.js';
import type { Volumes } from './requirements.js';

/** A representative headcount inside each band of the wizard. */
export const representativeHeadcount: Record<EmployeeCount, number> = {
  '1-10': 5,
  '11-50': 25,
  '51-200': 100,
  '201-500': 300,
  '500+': 750,
};

/** Share of employees who need a seat, by category. */
const seatShare: Record<SoftwareCategory, number> = {
  crm: 0.3,
  erp: 0.4,
  telephony: 0.8,
  noc: 0.05,
  hr: 1,
  accounting: 0.08,
  'project-management': 0.6,
  marketing: 0.1,
  other: 1,
};

/**
 * Kinds of "other" software used by a share of the staff, not by all of them: an HR team sends a
 * 120-person company's contracts for signature from two or three seats (priced for 120 senders, a
 * French retailer was quoted €1,983 a month); a help desk's seats are its support agents; a website's
 * are its editors; a clinic's booking calendars are its practitioners', not the receptionists'.
 */
const familySeatShare: Partial<Record<OtherFamily, number>> = {
  'e-signature': 0.1,
  'help-desk': 0.1,
  'website-builder': 0.1,
  ecommerce: 0.2,
  'donor-management': 0.3,
  scheduling: 0.5,
  'database-apps': 0.5,
};
/** Products an online shop lists when the buyer has not said: a small shop's range, past the smallest plans' 10. */
const TYPICAL_SHOP_PRODUCTS = 100;
/** Staff who spend or claim in a month, of all staff: a spend management tool's active users (`Volumes.spend`). */
const SPEND_SHARE = 0.5;
const shareOfSeats = (category: SoftwareCategory, volumes: Volumes) =>
  (category === 'other' && volumes.family ? familySeatShare[volumes.family] : category === 'accounting' && volumes.spend ? SPEND_SHARE : undefined) ?? seatShare[category];

export type Quantity = { quantity: number; basis: string; answered: boolean };

/** A volume's words for exactly one ("1 user", "1 email sent per month"). */
const singularUnits: Record<VolumeUnit, string> = {
  users: 'user',
  employees: 'employee',
  contacts: 'contact',
  sends: 'email sent per month',
  endpoints: 'managed endpoint',
  technicians: 'technician',
  agents: 'contact-centre agent',
  sites: 'site or location',
  jobs: 'job a month',
  sensors: 'monitoring sensor',
  tills: 'till (checkout device)',
  tickets: 'support ticket or conversation a month',
  profiles: 'social profile',
  products: 'product (SKU)',
};
/** A count of a volume in words, singular for one ("1 user", "2,500 monitoring sensors"). */
export const countOf = (n: number, unit: VolumeUnit) => `${n.toLocaleString('en-US')} ${n === 1 ? singularUnits[unit] : volumeUnits[unit]}`;
const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** The people answering customers: the users the buyer gave, else our estimate of users. */
const supportAgents = (category: SoftwareCategory, size: EmployeeCount, volumes: Volumes): number =>
  volumes.users ?? estimatedQuantity('users', category, size, volumes);

/** The headcount estimates start from: the one the buyer wrote (`Volumes.headcount`), else the band's typical figure. */
const headcountOf = (size: EmployeeCount, volumes: Volumes) => volumes.headcount ?? representativeHeadcount[size];
/** That headcount in words: "your 30 employees" when the buyer wrote it. */
const headcountWords = (size: EmployeeCount, volumes: Volumes) => (volumes.headcount !== undefined ? `your ${plural(volumes.headcount, 'employee')}` : plural(representativeHeadcount[size], 'employee'));

/** Our estimate of a volume from the headcount (the figure only; `estimate` says how). */
function estimatedQuantity(unit: VolumeUnit, category: SoftwareCategory, size: EmployeeCount, volumes: Volumes): number {
  const headcount = headcountOf(size, volumes);
  switch (unit) {
    case 'employees':
      return headcount;
    case 'endpoints':
      return Math.ceil(headcount * 1.5);
    case 'technicians':
      return Math.max(1, Math.ceil(headcount / 50));
    case 'contacts':
      return Math.max(1000, headcount * 200);
    case 'sends':
      // A CRM buyer is not buying e-mail campaigns: Brevo's CRM was costed on its e-mail plans by an estimate of sends.
      if (category !== 'marketing') return 0;
      // Sends follow the list the buyer gave: 10,000 subscribers cannot be mailed on a 300-a-day free plan.
      return (volumes.contacts ?? Math.max(1000, headcount * 200)) * 4;
    case 'sites':
      return Math.max(1, Math.ceil(headcount / 25));
    case 'jobs':
      // Field-service plans are capped by jobs: a tradesperson does about one a working day.
      return headcount * 20;
    case 'sensors':
      // A monitoring sensor watches one metric on one device: about five per employee, at least 100.
      return Math.max(100, headcount * 5);
    case 'tills':
      // A shop or café runs one till at least: a bakery with three shops is not 38 devices.
      return volumes.sites ?? Math.max(1, Math.ceil(headcount / 25));
    case 'tickets':
      // A full-time support agent answers about 15 a working day: a 50-ticket plan is not a team's.
      return supportAgents(category, size, volumes) * 300;
    case 'profiles':
      // One brand on the networks most businesses use (Facebook, Instagram, LinkedIn, X, TikTok).
      return 5;
    case 'products':
      // An online shop lists its products; a website that sells nothing lists none, and a stock range
      // cannot be told from a headcount, so it is counted only when the buyer gives it.
      return volumes.family === 'ecommerce' ? TYPICAL_SHOP_PRODUCTS : 0;
    case 'agents':
    case 'users':
      return Math.max(1, Math.round(headcount * shareOfSeats(category, volumes)));
  }
}

function estimate(unit: VolumeUnit, category: SoftwareCategory, size: EmployeeCount, volumes: Volumes): Quantity {
  const people = headcountWords(size, volumes);
  const n = estimatedQuantity(unit, category, size, volumes);
  const est = (basis: string): Quantity => ({ quantity: n, basis, answered: false });
  switch (unit) {
    case 'employees':
      return est(volumes.headcount !== undefined ? `${plural(n, 'employee')} (in your business needs)` : `${n} employees (typical for ${size})`);
    case 'endpoints':
      return est(`${plural(n, 'endpoint')} (our estimate: about 1.5 per employee for ${people})`);
    case 'technicians':
      return est(`${plural(n, 'technician')} (our estimate: one per 50 employees)`);
    case 'contacts':
      return est(`${plural(n, 'contact')} (our estimate: 200 per employee, at least 1,000)`);
    case 'sends':
      if (category !== 'marketing') return est('no e-mail campaigns counted (this project is not about e-mail marketing)');
      return est(
        volumes.contacts !== undefined
          ? `${n.toLocaleString('en-US')} emails a month (our estimate: four sends to each of your ${volumes.contacts.toLocaleString('en-US')} contacts)`
          : `${n.toLocaleString('en-US')} emails a month (our estimate: four sends to each contact)`,
      );
    case 'sites':
      return est(`${plural(n, 'site')} (our estimate: one per 25 employees)`);
    case 'jobs':
      return est(`${n.toLocaleString('en-US')} jobs a month (our estimate: about 20 per employee)`);
    case 'sensors':
      return est(`${n} sensors (our estimate: 5 per employee, at least 100)`);
    case 'tills':
      return est(`${plural(n, 'till')} (our estimate: one per ${volumes.sites !== undefined ? 'site you gave' : 'site, one site per 25 employees'})`);
    case 'tickets': {
      const agents = supportAgents(category, size, volumes);
      return est(`${n.toLocaleString('en-US')} tickets or conversations a month (our estimate: about 300 for each of ${volumes.users !== undefined ? 'the' : 'an estimated'} ${plural(agents, 'agent')}, 15 a working day)`);
    }
    case 'profiles':
      return est('5 social profiles (our estimate: one brand on five networks)');
    case 'products':
      return est(n > 0 ? `${n} products (our estimate for a small online shop)` : 'no products counted');
    case 'agents':
    case 'users':
      return est(`${plural(n, unit === 'agents' ? 'agent' : 'user')} (our estimate: about ${Math.round(shareOfSeats(category, volumes) * 100)}% of ${people})`);
  }
}

/**
 * HR software's users are the employees on it (each person a rota schedules or a payroll pays), and
 * the HR questionnaire asks for those: a per-user price or a user cap counts them, as a per-employee
 * price does. IT operations tools' users are the technicians who run them (Hudu and IT Glue are sold
 * per user): the questionnaire asks for technicians, and an MSP's 12 were priced as one user.
 */
const countedAs = (unit: VolumeUnit, category: SoftwareCategory): VolumeUnit =>
  unit !== 'users' ? unit : category === 'hr' ? 'employees' : category === 'noc' ? 'technicians' : unit;

/** The buyer's volume of one unit: their answer when they gave one, else our stated estimate. */
export function volumeOf(asked: VolumeUnit, category: SoftwareCategory, size: EmployeeCount, volumes: Volumes = {}): Quantity {
  const unit = countedAs(asked, category);
  const answered = volumes[unit];
  if (answered !== undefined) {
    return { quantity: answered, basis: `${countOf(answered, unit)} (${volumes.fromNeeds?.has(unit) ? 'in your business needs' : 'your answer'})`, answered: true };
  }
  return estimate(unit, category, size, volumes);
}

/** `volumeOf` without its words: what pricing and caps compare, for every plan of a category. */
export function volumeQuantity(asked: VolumeUnit, category: SoftwareCategory, size: EmployeeCount, volumes: Volumes = {}): number {
  const unit = countedAs(asked, category);
  const answered = volumes[unit];
  return answered !== undefined ? answered : estimatedQuantity(unit, category, size, volumes);
}

/** Which volume a per-unit price counts. */
export const priceUnitVolume: Record<PriceUnit, VolumeUnit> = {
  user: 'users',
  employee: 'employees',
  endpoint: 'endpoints',
  device: 'endpoints',
  technician: 'technicians',
  contact: 'contacts',
  agent: 'agents',
  site: 'sites',
  sensor: 'sensors',
  till: 'tills',
  profile: 'profiles',
};

export function quantityFor(unit: PriceUnit, category: SoftwareCategory, size: EmployeeCount, volumes: Volumes = {}): Quantity {
  const vu = priceUnitVolume[unit];
  if (vu === 'contacts') {
    const q = volumeOf('contacts', category, size, volumes);
    return { ...q, quantity: q.quantity / 1000 };
  }
  if (vu === 'agents' && volumes.agents === 0) {
    // No contact centre, yet a product sold per agent: everyone who takes calls needs a licence.
    const q = volumeOf('users', category, size, volumes);
    return { ...q, basis: `${q.basis}; licensed per agent, so everyone who takes calls counts` };
  }
  return volumeOf(vu, category, size, volumes);
}

/** `quantityFor` without its words (the same figure). */
export function priceQuantity(unit: PriceUnit, category: SoftwareCategory, size: EmployeeCount, volumes: Volumes = {}): number {
  const vu = priceUnitVolume[unit];
  if (vu === 'contacts') return volumeQuantity('contacts', category, size, volumes) / 1000;
  if (vu === 'agents' && volumes.agents === 0) return volumeQuantity('users', category, size, volumes);
  return volumeQuantity(vu, category, size, volumes);
}

/** The volume a category is mostly priced on (what "seats" means on the card). */
export function seatEstimate(category: SoftwareCategory, size: EmployeeCount, volumes: Volumes = {}): Quantity {
  const unit: VolumeUnit = category === 'hr' ? 'employees' : category === 'noc' ? (volumes.endpoints !== undefined ? 'endpoints' : 'technicians') : category === 'marketing' && volumes.contacts !== undefined ? 'contacts' : 'users';
  return volumeOf(unit, category, size, volumes);
}
