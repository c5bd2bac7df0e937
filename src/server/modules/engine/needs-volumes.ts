// Counts the buyer already wrote in their business needs ("40 agents", "5,000 donors", "a 70-person
// company"), so the volume questions can point at the answer the buyer gave in their own words.
import type { VolumeUnit } from '../../../shared/catalog/vocabulary.js';
import { employeeCounts, type EmployeeCount, type SoftwareCategory } from '../../../shared/options.js';

/** An agency's brands: a profile on each social network it names (see `volumesFromNeeds`). */
const brandNoun = /^((client )?brands|marques|(kunden)?marken)$/iu;

/**
 * The people whose calendars a booking tool sells seats for: "a practice with 3 doctors" books 3
 * calendars (Doctolib is priced per practitioner), "5 coiffeuses" 5. In a phone system or a CRM a
 * practice's doctors are not its users, so these count only for "Other" software.
 */
const practitionerNoun =
  /^(practitioners|doctors|gps|dentists|hygienists|therapists|physios|physiotherapists|chiropractors|osteopaths|clinicians|vets|veterinarians|stylists|hairdressers|barbers|beauticians|nail technicians|trainers|trainer(innen)?|coaches|instructors|tutors|kursleiter\w*|[äa]rzte|[äa]rzten|[äa]rztinnen|zahn[äa]rzte\w*|therapeut\w*|physiotherapeut\w*|heilpraktiker\w*|friseur\w*|kosmetiker\w*|m[ée]decins|praticien\w*|dentistes|kin[ée]s|kin[ée]sith[ée]rapeutes|ost[ée]opathes|coiffeu\w*|esth[ée]ticien\w*|coachs)$/iu;

/** Trades whose "agents" are salespeople: estate, letting, insurance and travel agents, brokers. */
const sellingAgents = /\b(real estate|estate agen\w*|letting agen\w*|realt(y|ors?)|property (sales|agency)|insurance|travel agen\w*|brokerage|immobili\w*|makler\w*|agence immobili[èe]re)\b/iu;

/** Customers, clients and patients: a list when there are hundreds, a firm's accounts when there are 40. */
const customerNoun = /^(customers|clients|patients|kunden|kundinnen|patienten)$/iu;

/** The words that count each volume, in English, German and French; plurals only, as counts are. */
const unitWords: [VolumeUnit[], RegExp][] = [
  // Agents are both: a contact centre's licences and a help desk's or phone system's users.
  [['agents', 'users'], /^(agents|call agents|support agents|conseillers|agenten)$/iu],
  // E-signature is sold per sender: the people who send documents out, not those who sign them.
  [['users'], /^(users|seats|team members|staff users|(internal|admin|office) users|teammates|licen[cs]es|(phone )?lines|extensions|logins|reps|consultants|recruiters|producers|lawyers?|attorneys?|solicitors?|paralegals|fee earners|advisers|advisors|financial planners|account managers|social media managers|community managers|marketers|accountants|salespeople|senders|absender|exp[ée]diteurs|nutzer\w*|benutzer\w*|arbeitspl[äa]tze|telefonpl[äa]tze|nebenstellen|durchwahlen|lignes|lizenzen|monteur\w*|utilisateurs|postes|commerciaux)$/iu],
  [['employees'], /^(employees|staff|people|workers|staff members|mitarbeiter\w*|besch[äa]ftigte\w*|salari[ée]s|employ[ée]s|personnes)$/iu],
  // A payroll bureau's payslips are the people it pays, across its clients: payroll is priced by them.
  [['employees'], /^(payslips|pay slips|pay stubs|paychecks|lohnabrechnungen|gehaltsabrechnungen|bulletins de (paie|salaire)|fiches de paie)$/iu],
  // A shop's or a practice's customers are the list it mails and keeps in its CRM (see `customerNoun`).
  [['contacts'], /^(contacts|subscribers|donors|supporters|members|kontakte\w*|abonnenten|empf[äa]nger|abonn[ée]s|donateurs|adh[ée]rents|membres|licenci[ée]s|mitglieder(n)?)$/iu],
  [['contacts'], customerNoun],
  // A network's switches, access points and firewalls are monitored devices as much as its servers.
  [['endpoints'], /^(endpoints|endpunkte|devices|laptops|computers|pcs|desktops|workstations|servers|switches|routers|firewalls|access points|printers|switche|drucker|imprimantes|commutateurs|pare-feux|bornes wi-?fi|\p{L}*ger[äa]te\w*|server|servern|rechner|appareils|ordinateurs|serveurs)$/iu],
  // A field-service or help-desk team's technicians are its users too.
  [['technicians', 'users'], /^(technicians|techs|engineers|plumbers|electricians|installers|fitters|roofers|cleaners|gardeners|landscapers|painters|carpenters|joiners|tradies|techniker\w*|installateur\w*|elektriker\w*|techniciens|plombiers|[ée]lectriciens)$/iu],
  [['sites'], /^(sites|locations|stores|shops|restaurants|caf[ée]s|branches|plants|offices|clinics|practices|warehouses|filialen|standorte\w*|niederlassungen|magasins|boutiques|agences|[ée]tablissements)$/iu],
  [['tills'], /^(tills|registers|checkouts|terminals|pos terminals|pos stations|kassen|caisses|terminaux)$/iu],
  [['sensors'], /^(sensors|sensoren|capteurs)$/iu],
  // "Accounts" and "channels" alone are a CRM's customers and a shop's sales channels: only social ones count.
  [['profiles'], /^((social|media|instagram|facebook|linkedin|tiktok|youtube) (profiles|accounts|channels|pages|konten|kan[äa]le|profile)|r[ée]seaux sociaux|comptes sociaux)$/iu],
  [['profiles'], brandNoun],
  // An online shop's range: what its plans cap ("300 products", "200 Produkte", "150 produits").
  [['products'], /^(products|items|skus|produkte\w*|artikel|produits|r[ée]f[ée]rences)$/iu],
  [['users'], practitionerNoun],
];

/** Social networks named in the needs: an agency's "20 client brands on Instagram, Facebook and LinkedIn" are 60 profiles. */
const networks = /\b(instagram|facebook|linkedin|tiktok|youtube|twitter|pinterest|threads|google business profiles?|x \(twitter\))\b/giu;

/** Counts "a month": tickets, conversations, emails and jobs are sold by monthly volume. */
const monthlyWords: [VolumeUnit, RegExp][] = [
  ['tickets', /^(tickets|conversations|chats|support requests|anfragen|demandes)$/iu],
  ['sends', /^(emails|e-mails|sends|mails|newsletters)$/iu],
  ['jobs', /^(jobs|work orders|visits|auftr[äa]ge|eins[äa]tze|interventions)$/iu],
];
const perMonth = /^\s*(a|per|each|every|pro|par)\s+(month|monat|mois)\b|^\s*(monthly|monatlich|mensuel\w*)\b|^\s*\/\s*(month|mo)\b/iu;

/** "1,500", "1.500" (German thousands), "8 000" (French), "5k", "2.5k", "70" → the number. */
export function writtenNumber(text: string): number {
  const k = /k$/i.test(text);
  const body = text.replace(/k$/i, '');
  const n = /^\d{1,3}([,. \u00a0\u202f]\d{3})+$/u.test(body) ? Number(body.replace(/[,. \u00a0\u202f]/gu, '')) : Number(body.replace(',', '.'));
  return k ? n * 1000 : n;
}
/** A count is whole: `writtenNumber`, rounded. */
const numberOf = (text: string) => Math.round(writtenNumber(text));

/** The headcount the buyer wrote ("35 staff") when it falls in their size band; outside it, the count is of something else ("300 employees of our clients"). */
export function headcountInBand(stated: StatedVolumes, size: EmployeeCount | undefined): number | undefined {
  const band = employeeCounts.find((b) => b.value === size);
  return stated.employees !== undefined && band && stated.employees >= band.min && stated.employees <= band.max ? stated.employees : undefined;
}

// A number, then up to three words that may name what it counts ("45 hourly staff"). A number right
// after a product name is part of the name: "300 Microsoft 365 users" is 300 users, not 365.
const count = /(?<![\p{L}\d.,])(\d{1,3}(?:[,.]\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d])|\d+(?:[.,]\d+)?k|\d+)(?![\d.,]\d)((?:[\s-]+[\p{L}][\p{L}'’-]*){1,3})/giu;
const productNumber = /\b(microsoft|office|m|dynamics|windows|server|sage|iso|soc|sap|xero|php|wordpress)\s*$/iu;
const wholeCompany = /^(person|people|mann|leute|leuten|personnes)$/iu;
const onePerson = /(?<!\p{L})(just me|only me|one-person (business|company|firm|shop|practice)|solopreneur|sole practitioner|by myself|on my own|nur ich|ich allein|moi seul(e)?|je suis seul(e)?)(?!\p{L})/iu;
/** "A sales team of 8 people", "Team mit 8 Leuten": the people of one team are the seats it needs, and its employees. */
const teamOf = /(?<!\p{L})(team|teams|équipe|equipe|department|abteilung|vertriebsteam|verkaufsteam|service)((\s+[\p{L}'’-]+){0,2})?\s+(of|with|de|mit|von)\s*$/iu;

export type StatedVolumes = Partial<Record<VolumeUnit, number>>;

/**
 * The volumes named in the needs text ("3 offices with 25 lines" is 25 users and 3 sites). A noun
 * names one kind of count; agents and technicians count as users too.
 */
export function volumesFromNeeds(text: string, category?: SoftwareCategory): StatedVolumes {
  // Per unit, the largest count of each noun: "150 servers and 300 network devices" are 450 endpoints,
  // "3 offices … 3 offices" are 3 sites.
  const byNoun = new Map<VolumeUnit, Map<string, number>>();
  for (const m of text.matchAll(count)) {
    if (productNumber.test(text.slice(0, m.index))) continue;
    const n = numberOf(m[1]!);
    if (!Number.isFinite(n) || n <= 0) continue;
    const words = m[2]!.split(/[\s-]+/u).filter(Boolean).map((w) => w.replace(/[’']s$/u, ''));
    const people = wholeCompany.test(words[0]!);
    const found = people
      ? { units: teamOf.test(text.slice(0, m.index)) ? (['users', 'employees'] as VolumeUnit[]) : (['employees'] as VolumeUnit[]), noun: 'people' }
      : unitsFor(words, text.slice(m.index + m[0].length));
    // A firm's 40 clients are its accounts, not a mailing list: customers count as contacts from a list's size.
    if (customerNoun.test(found.noun) && n < 100) continue;
    if (practitionerNoun.test(found.noun) && category !== 'other') continue;
    // An estate agency's or an insurer's agents sell; they are its users, not contact-centre agents.
    const units = found.units.includes('agents') && sellingAgents.test(text) ? found.units.filter((u) => u !== 'agents') : found.units;
    for (const unit of units) {
      const nouns = byNoun.get(unit) ?? new Map<string, number>();
      nouns.set(found.noun, Math.max(nouns.get(found.noun) ?? 0, n));
      byNoun.set(unit, nouns);
    }
  }
  brandsAsProfiles(byNoun, text);
  // "Just me": a one-person business is one seat and one person on the books, whatever its band's typical size.
  if (!byNoun.has('users') && !byNoun.has('employees') && onePerson.test(text)) {
    byNoun.set('users', new Map([['me', 1]]));
    byNoun.set('employees', new Map([['me', 1]]));
  }
  const stated: StatedVolumes = {};
  for (const [unit, nouns] of byNoun) {
    const counts = [...nouns.values()];
    // Devices and places add up across kinds; people and lists are one count said in different words.
    stated[unit] = summed.has(unit) ? counts.reduce((a, b) => a + b, 0) : Math.max(...counts);
  }
  return stated;
}
const summed: ReadonlySet<VolumeUnit> = new Set(['endpoints', 'sites', 'tills', 'profiles']);

/**
 * Brands counted as profiles: a profile on each network the needs name ("20 client brands on Instagram,
 * Facebook and LinkedIn" are 60). Without networks the profiles question asks; profiles counted network
 * by network ("30 Instagram accounts and 12 LinkedIn pages") are the brands' own, not added to them.
 */
function brandsAsProfiles(byNoun: Map<VolumeUnit, Map<string, number>>, text: string): void {
  const profiles = byNoun.get('profiles');
  if (!profiles) return;
  const brands = [...profiles.keys()].filter((noun) => brandNoun.test(noun));
  if (brands.length === 0) return;
  const counted = profiles.size > brands.length;
  const networkCount = new Set([...text.matchAll(networks)].map((m) => m[1]!.toLowerCase().replace(/s$/u, ''))).size;
  for (const noun of brands) {
    if (counted || networkCount === 0) profiles.delete(noun);
    else profiles.set(noun, profiles.get(noun)! * networkCount);
  }
  if (profiles.size === 0) byNoun.delete('profiles');
}

/** The units a count's words name, and the noun that named them: the first word (or pair of words) that is a unit word. */
function unitsFor(words: string[], after: string): { units: VolumeUnit[]; noun: string } {
  for (let i = 0; i < words.length; i++) {
    for (const width of [2, 1]) {
      if (i + width > words.length) continue;
      const word = words.slice(i, i + width).join(' ');
      const noun = word.toLowerCase().replace(/[.,;:!?)]+$/u, '');
      const rest = ` ${words.slice(i + width).join(' ')}${after}`;
      const monthly = monthlyWords.find(([, re]) => re.test(word));
      if (monthly) return { units: perMonth.test(rest) ? [monthly[0]] : [], noun };
      const unit = unitWords.find(([, re]) => re.test(word));
      if (unit) return { units: unit[0], noun };
    }
  }
  return { units: [], noun: '' };
}

const smallNumbers: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, zwei: 2, drei: 3, vier: 4, 'fünf': 5, deux: 2, trois: 3, quatre: 4, cinq: 5 };
const companiesCount = '(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|zwei|drei|vier|fünf|deux|trois|quatre|cinq)';
// Entities and subsidiaries are one's own; companies, businesses and sociétés are only when the buyer
// says they are theirs ("our 3 companies", "we run two businesses"): "books for 40 companies" are clients'.
const ownEntities = new RegExp(`\\b${companiesCount}\\s+((legal\\s+)?entities|subsidiaries|Gesellschaften|Tochtergesellschaften|entit[ée]s(\\s+juridiques)?|filiales)(?![\\p{L}-])`, 'giu');
const ownCompanies = new RegExp(
  `\\b(our|we (have|run|own|operate|manage)|group of|unsere[nm]?|wir haben|nos|notre groupe de|nous avons)\\s+${companiesCount}\\s+(companies|businesses|firms|Firmen|Unternehmen|Betriebe|soci[ée]t[ée]s|entreprises)(?![\\p{L}-])`,
  'giu',
);

/**
 * How many companies the buyer keeps books for, when they say so ("our 3 companies", "two legal
 * entities", "drei Gesellschaften"): accounting software is sold per company file, so each is a
 * subscription unless a plan holds several. Undefined for one, or when not said.
 */
export function companiesFromNeeds(text: string): number | undefined {
  let most = 0;
  for (const pattern of [ownEntities, ownCompanies])
    for (const m of text.matchAll(pattern)) {
      const word = (pattern === ownEntities ? m[1] : m[3])!.toLowerCase();
      const n = smallNumbers[word] ?? Number(word);
      if (n >= 2 && n <= 50) most = Math.max(most, n);
    }
  return most >= 2 ? most : undefined;
}
