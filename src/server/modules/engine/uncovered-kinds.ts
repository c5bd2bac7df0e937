// Kinds of software a buyer may ask for under "Other" that our catalog does not hold. Scoring every
// kind we do hold against such a request gave a property manager a team chat, a fundraising page
// and a booking widget, and a trucking firm home-services dispatch tools: a plausible-looking wrong
// answer. Naming the kind lets the questionnaire say so and the results recommend nothing.

export type UncoveredKind = { id: string; label: string; evidence: number };

const kinds: { id: string; label: string; pattern: RegExp }[] = [
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
    if (words.size > 0 && (!best || words.size > best.evidence)) best = { id: kind.id, label: kind.label, evidence: words.size };
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
