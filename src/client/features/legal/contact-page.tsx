import { Clock, MessageSquare, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '../../components/site/page-header';
import { publicConfig } from '../../lib/public-config';
import { usePageMeta } from '../layout/use-page-meta';
import { ContactForm } from './contact-form';

const notes = [
  { icon: Clock, title: 'A reply by email', text: 'A person reads every message and answers by email.' },
  {
    icon: ShieldCheck,
    title: 'Privacy requests',
    text: 'Choose "Privacy or data request" to export, correct or delete your data. We reply within one month.',
  },
  {
    icon: MessageSquare,
    title: 'Implementation help',
    text: 'For a free 30-minute consultation, see Pro Services.',
    link: { href: '/pro', label: 'Pro Services' },
  },
];

export default function ContactPage() {
  usePageMeta({
    title: 'Contact',
    description: `Questions about ${publicConfig.appName}, billing, privacy or implementation help: send us a message and we reply by email.`,
  });
  return (
    <main id="main">
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        lead="Questions, billing, privacy requests or feedback: send us a message and a person will reply."
      />
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-16">
        <ul className="space-y-6">
          {notes.map(({ icon: Icon, title, text, link }) => (
            <li key={title} className="flex gap-4">
              <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <div>
                <h2 className="font-semibold text-ink">{title}</h2>
                <p className="mt-1 text-sm leading-6 text-ink-muted">
                  {text}{' '}
                  {link && (
                    <Link href={link.href} className="font-medium text-brand-700 underline underline-offset-4">
                      Go to {link.label}
                    </Link>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <ContactForm />
      </div>
    </main>
  );
}
