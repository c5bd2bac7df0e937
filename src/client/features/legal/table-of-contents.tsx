import { HashLink } from '../layout/hash-link';
import { useLocation } from 'wouter';

/** "On this page" links for a long content page; sticky beside the text on wide screens. */
export function TableOfContents({ sections }: { sections: readonly { id: string; title: string }[] }) {
  const [location] = useLocation();
  return (
    <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
      <h2 className="text-xs font-semibold uppercase tracking-wider text-ink-subtle">On this page</h2>
      <ol className="mt-3 space-y-1 border-l border-line text-sm">
        {sections.map((s) => (
          <li key={s.id}>
            <HashLink
              href={`${location}#${s.id}`}
              className="-ml-px block border-l border-transparent py-1 pl-4 text-ink-muted hover:border-brand-700 hover:text-brand-700"
            >
              {s.title}
            </HashLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
