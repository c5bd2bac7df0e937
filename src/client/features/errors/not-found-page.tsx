import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { usePageMeta } from '../layout/use-page-meta';

const elsewhere = [
  { href: '/pricing', label: 'Pricing' },
  { href: '/pro', label: 'Pro Services' },
  { href: '/methodology', label: 'Methodology' },
  { href: '/contact', label: 'Contact' },
];

export default function NotFoundPage() {
  usePageMeta({ title: '404 Page Not Found', description: 'This page does not exist.', noIndex: true });
  return (
    <main id="main" className="flex min-h-[70vh] w-full items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="p-8">
          <div className="flex items-center gap-3">
            <AlertCircle className="h-8 w-8 shrink-0 text-danger-600" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-ink">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-ink-muted">Did you forget to add the page to the router?</p>
          <Link href="/" className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
            Go to the home page
          </Link>
          <nav aria-label="Other pages" className="mt-6 border-t border-line pt-4">
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {elsewhere.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </CardContent>
      </Card>
    </main>
  );
}
