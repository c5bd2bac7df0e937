// "Ask the vendor" on a results card (issue 18): the questions generated for this product, a
// button that copies them and an email draft the buyer sends themselves (no address: we never
// contact a vendor and never invent one's contact).
import { Copy, Mail, MessagesSquare } from 'lucide-react';
import { vendorEmailDraft, vendorQuestionsText, type VendorQuestion } from '../../../shared/vendor-questions.js';
import { Button, buttonClasses } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import type { BuyerFacts } from './vendor-questions-for';

async function copyQuestions(name: string, questions: readonly VendorQuestion[]) {
  try {
    // Not every browser (or an insecure page) offers the clipboard: that is a failure to report.
    if (!navigator.clipboard) throw new Error('clipboard unavailable');
    await navigator.clipboard.writeText(vendorQuestionsText(name, questions));
    toast({ title: 'Questions copied', description: `${questions.length} questions for ${name} are on your clipboard.`, variant: 'success' });
  } catch {
    toast({ title: 'Could not copy', description: 'Your browser did not allow copying. Select the questions and copy them by hand.', variant: 'destructive' });
  }
}

export function AskTheVendor({ name, questions, project }: { name: string; questions: readonly VendorQuestion[]; project: BuyerFacts }) {
  if (questions.length === 0) return null;
  const draft = vendorEmailDraft(name, questions, project);
  return (
    <section aria-label={`Ask ${name}`} className="rounded-lg border border-line bg-white p-4" data-testid="ask-the-vendor">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <MessagesSquare className="h-4 w-4 text-brand-700" aria-hidden="true" />
        Ask the vendor
      </h3>
      <p className="mt-1 text-sm text-ink-muted">What our research could not settle for you. Get the answers in writing before you sign.</p>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-ink">
        {questions.map((q) => (
          <li key={q.topic}>{q.text}</li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" aria-label={`Copy questions for ${name}`} onClick={() => void copyQuestions(name, questions)}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          Copy questions
        </Button>
        <a href={draft.href} className={buttonClasses('secondary', 'sm')} aria-label={`Email draft to ${name} (opens your email app)`}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          Email draft
        </a>
      </div>
    </section>
  );
}
