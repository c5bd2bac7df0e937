// Small wording helpers for generated sentences (vendor questions, demo script).

/**
 * A label inside a sentence: "A clean export" → "a clean export", "Visual pipeline" → "visual
 * pipeline"; a word with other capitals ("QuickBooks", "SMS", "HIPAA") is a name and stays.
 */
export function lowerFirst(label: string): string {
  return /^[A-Z](?![a-z]*[A-Z0-9])/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}

/** A country inside a sentence: "in the United States", "in Germany". */
export function countryInSentence(label: string): string {
  return /^United /.test(label) ? `the ${label}` : label;
}
