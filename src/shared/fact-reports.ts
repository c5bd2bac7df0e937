// "Report a wrong fact" (results cards): which product, which fact, what is right, and a link.
import { z } from 'zod';

export const factReportLimits = { factMax: 200, correctionMax: 2000, linkMax: 500 } as const;

export const factReportInputSchema = z.object({
  productId: z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'productId: unknown product').max(80),
  fact: z.string().trim().min(2, 'Say which fact is wrong').max(factReportLimits.factMax),
  correction: z.string().trim().min(5, 'Tell us what is right (at least 5 characters)').max(factReportLimits.correctionMax),
  link: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, message: 'The link must be a web address (https://…)' }).max(factReportLimits.linkMax)])
    .optional()
    .nullable(),
});
export type FactReportInput = z.infer<typeof factReportInputSchema>;

export const factReportReceived = 'Thank you: we will check this fact against its source and correct the catalog if it is wrong.';
