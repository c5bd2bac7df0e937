// The three client quotes of the Pro page (spec section 2). An operator replaces them with real
// quotes the clients agreed to publish; keep the attribution to a role and a company size
// unless the client agreed to be named.
export type Testimonial = { quote: string; role: string; company: string };

/**
 * Until real, consented quotes replace them, these are illustrative scenarios and the page says
 * so: we never present invented praise as a real client's words. Set to false with real quotes.
 */
export const testimonialsAreIllustrative = true;

export const testimonials: Testimonial[] = [
  {
    quote:
      'They turned our ERP rollout into a ten-week plan we could actually follow. The team was trained before go-live, not after.',
    role: 'Operations Director',
    company: 'Manufacturer, 45 employees',
  },
  {
    quote:
      'The data migration was the part I feared most. It was done over a weekend and not a single client record went missing.',
    role: 'Owner',
    company: 'Accounting practice, 12 employees',
  },
  {
    quote:
      'Adoption was the real win: three months in, everyone in sales works in the new CRM every day instead of in spreadsheets.',
    role: 'Head of Sales',
    company: 'Wholesale distributor, 80 employees',
  },
];
