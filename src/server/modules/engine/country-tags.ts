// Catalog text sometimes names the countries it applies to, e.g. a plan "Ignite (UK/AU)" or a
// setup step "STP registration (AU)". A buyer elsewhere is shown neither.
import { countryCodes, type Country } from '../../../shared/options.js';

const tag = /\(((?:US|UK|CA|AU|DE|FR)(?:\s*[/,]\s*(?:US|UK|CA|AU|DE|FR))*)\)/;

/** The countries a text is tagged with, or null when it names none. */
export function countryTag(text: string): Country[] | null {
  const m = tag.exec(text);
  if (!m) return null;
  return m[1]!.split(/[/,]/).map((c) => c.trim()).filter((c): c is Country => (countryCodes as string[]).includes(c));
}

export function appliesTo(text: string, country: Country): boolean {
  const tagged = countryTag(text);
  return tagged === null || tagged.includes(country);
}
