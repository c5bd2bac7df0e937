// The marketing figures of spec section 1, in one place: an operator changes them here and
// nowhere else (the landing and Pro pages read them). Defaults are the spec's values.
export const marketingFigures = {
  landing: {
    implementationSuccess: '95%',
    averageSavings: '$50K+',
    fasterTimeToValue: '6 months',
    projects: '500+',
    smbsStruggling: '70%',
  },
  pro: {
    implementationSuccess: '95%',
    fasterTimeToValue: '60%',
    projects: '200+',
    failureRate: '70%',
  },
} as const;
