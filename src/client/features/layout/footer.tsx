import { Link } from 'wouter';
import { publicConfig } from '../../lib/public-config';
import { BrandMark } from './brand-mark';
import { HashLink } from './hash-link';

const columns = [
  {
    title: 'Product',
    links: [
      { href: '/#features', label: 'How it works' },
      { href: '/pricing', label: 'Pricing' },
      { href: '/pro', label: 'Pro Services' },
    ],
  },
  {
    title: 'Trust',
    links: [
      { href: '/methodology', label: 'Methodology' },
      { href: '/methodology#how-we-make-money', label: 'How we make money' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/contact', label: 'Contact' },
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms of Service' },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="border-t border-line bg-white print:hidden">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))]">
        <div className="col-span-2 max-w-xs sm:col-span-3 md:col-span-1">
          <Link href="/" className="inline-block rounded-md" aria-label={`${publicConfig.appName} home`}>
            <BrandMark />
          </Link>
          <p className="mt-3 text-sm leading-6 text-ink-muted">
            Independent software recommendations for small and medium businesses. No vendor pays for placement, and we never sell
            your data.
          </p>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold text-ink">{col.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {col.links.map((l) => (
                <li key={l.href}>
                  {l.href.includes('#') ? (
                    <HashLink href={l.href} className="text-ink-muted hover:text-brand-700">
                      {l.label}
                    </HashLink>
                  ) : (
                    <Link href={l.href} className="text-ink-muted hover:text-brand-700">
                      {l.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        {/* The year comes from the build when prerendered; a new year must not count as a mismatch. */}
        <p suppressHydrationWarning className="mx-auto max-w-6xl px-4 py-6 text-xs text-ink-subtle sm:px-6">
          © {new Date().getFullYear()} {publicConfig.appName}. Prices and product facts carry their source and the date we checked
          them.
        </p>
      </div>
    </footer>
  );
}
