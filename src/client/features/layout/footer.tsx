import { publicConfig } from '../../lib/public-config';

export function Footer() {
  return (
    <footer className="border-t border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-ink-muted md:flex-row md:items-center md:justify-between">
        <p>
          © {new Date().getFullYear()} {publicConfig.appName}. No vendor pays for placement.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          <a className="hover:text-brand-700" href="/pricing">Pricing</a>
          <a className="hover:text-brand-700" href="/pro">Pro Services</a>
        </nav>
      </div>
    </footer>
  );
}
