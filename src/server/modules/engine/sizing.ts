// How headcount turns into quantities a price is charged on. Each figure is an assumption
// we state next to the cost ("seatBasis"), never a hidden constant.
import type { EmployeeCount, SoftwareCategory } from '../../../shared/options.js';
import type { PriceUnit } from '../../../shared/catalog/vocabulary.js';

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

export type Quantity = { quantity: number; basis: string };

export function quantityFor(unit: PriceUnit, category: SoftwareCategory, size: EmployeeCount): Quantity {
  const headcount = representativeHeadcount[size];
  switch (unit) {
    case 'employee':
      return { quantity: headcount, basis: `${headcount} employees (typical for ${size})` };
    case 'endpoint':
    case 'device': {
      const n = Math.ceil(headcount * 1.5);
      return { quantity: n, basis: `${n} ${unit}s (about 1.5 per employee for ${headcount} employees)` };
    }
    case 'technician': {
      const n = Math.max(1, Math.ceil(headcount / 50));
      return { quantity: n, basis: `${n} technician${n > 1 ? 's' : ''} (one per 50 employees)` };
    }
    case 'contact': {
      const contacts = Math.max(1000, headcount * 200);
      return { quantity: contacts / 1000, basis: `${contacts.toLocaleString('en-US')} contacts (200 per employee, at least 1,000)` };
    }
    case 'sensor': {
      const n = Math.max(100, headcount * 5);
      return { quantity: n, basis: `${n} sensors (5 per employee, at least 100)` };
    }
    case 'user': {
      const share = seatShare[category];
      const n = Math.max(1, Math.round(headcount * share));
      return { quantity: n, basis: `${n} user${n > 1 ? 's' : ''} (about ${Math.round(share * 100)}% of ${headcount} employees)` };
    }
  }
}

export function seatEstimate(category: SoftwareCategory, size: EmployeeCount): Quantity {
  return quantityFor(category === 'hr' ? 'employee' : category === 'noc' ? 'technician' : 'user', category, size);
}
