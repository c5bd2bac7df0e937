import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { publicConfig } from '../../lib/public-config';
import { useAuth } from '../auth/use-auth';

/** Spec section 2: signed out — Features, Pricing, Pro Services, Sign In, Get Started; signed in — Projects, name or email, Sign Out. */
export function NavBar() {
  const { user, openSignIn, signOut } = useAuth();
  const [location, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  const goToFeatures = () => {
    setMenuOpen(false);
    if (location === '/') document.getElementById('features')?.scrollIntoView({ behavior: 'smooth' });
    else navigate('/#features');
  };

  const links = user ? (
    <>
      <Link href="/dashboard" className="text-sm font-medium text-ink hover:text-brand-700" onClick={() => setMenuOpen(false)}>
        Projects
      </Link>
      <span className="max-w-[16rem] truncate text-sm text-ink-muted">{user.name || user.email}</span>
      <Button variant="secondary" size="sm" onClick={() => void signOut()}>
        Sign Out
      </Button>
    </>
  ) : (
    <>
      <button type="button" className="text-sm font-medium text-ink hover:text-brand-700" onClick={goToFeatures}>
        Features
      </button>
      <Link href="/pricing" className="text-sm font-medium text-ink hover:text-brand-700" onClick={() => setMenuOpen(false)}>
        Pricing
      </Link>
      <Link href="/pro" className="text-sm font-medium text-ink hover:text-brand-700" onClick={() => setMenuOpen(false)}>
        Pro Services
      </Link>
      <Button variant="ghost" size="sm" onClick={() => openSignIn()}>
        Sign In
      </Button>
      <Button size="sm" onClick={() => openSignIn()}>
        Get Started
      </Button>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold text-ink">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          {publicConfig.appName}
        </Link>
        <div className="hidden items-center gap-5 md:flex">{links}</div>
        <button
          type="button"
          className="rounded-md p-2 md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
        </button>
      </nav>
      {menuOpen && (
        <div id="mobile-menu" className="flex flex-col items-start gap-4 border-t border-line px-4 py-4 md:hidden">
          {links}
        </div>
      )}
    </header>
  );
}
