import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent } from '../../components/ui/card';
import { usePageMeta } from '../layout/use-page-meta';

export default function NotFoundPage() {
  usePageMeta({ title: '404 Page Not Found', description: 'This page does not exist.', noIndex: true });
  return (
    <main id="main" className="flex min-h-[60vh] w-full items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="h-8 w-8 text-danger-600" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-ink">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-ink-muted">Did you forget to add the page to the router?</p>
          <Link href="/" className="mt-6 inline-block text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            Go to the home page
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
