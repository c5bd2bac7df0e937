import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth/use-auth';
import { BrandMark } from './brand-mark';
import { scrollToFeatures } from './scroll-to-features';

// Only signed-in people get the account menu (Radix menu + popper): keep it out of the main chunk.
const AccountMenu = lazy(() => import('../auth/account-menu').then((m) => ({ default: m.AccountMenu })));
// The switcher appears only for accounts in more than one workspace (issue 19).
const WorkspaceSwitcher = lazy(() => import('../workspace/workspace-switcher').then((m) => ({ default: m.WorkspaceSwitcher })));

/** Spec section 2: signed out — Features, Pricing, Pro Services, Sign In, Get Started; signed in — Projects, Clients (issue 19), name or email, Sign Out. */
export function NavBar() {
  const { user, loading, openSignIn, signOut } = useAuth();
  const [location, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A route change closes the mobile menu.
  const [menuLocation, setMenuLocation] = useState(location);
  if (menuLocation !== location) {
    setMenuLocation(location);
    setMenuOpen(false);
  }

  // Escape closes the menu and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);
  const goToFeatures = () => {
    close();
    if (location === '/') scrollToFeatures();
    else navigate('/#features');
  };
  const signIn = () => {
    close();
    openSignIn();
  };

  const navLink = (href: string, label: string, mobile: boolean) => (
    <Link
      href={href}
      onClick={close}
      aria-current={location === href || location.startsWith(`${href}/`) ? 'page' : undefined}
      className={cn(
        'font-medium text-ink-muted transition-colors hover:text-brand-700 aria-[current=page]:text-brand-700',
        mobile ? 'block rounded-lg px-3 py-3 text-base hover:bg-surface-muted' : 'text-sm',
      )}
    >
      {label}
    </Link>
  );

  const items = (mobile: boolean): ReactNode => {
    if (loading) return mobile ? null : <span className="block h-8 w-48" aria-hidden="true" />;
    if (user) {
      return (
        <>
          {navLink('/dashboard', 'Projects', mobile)}
          {navLink('/clients', 'Clients', mobile)}
          {navLink('/workspace', 'Workspace', mobile)}
          <Suspense fallback={null}>
            <WorkspaceSwitcher className={mobile ? 'px-3 py-2' : undefined} />
          </Suspense>
          {/* The name or email opens the account menu (sign out here or on every device). */}
          <Suspense
            fallback={
              <span className={cn('truncate text-sm text-ink-muted', mobile ? 'block px-3 py-2' : 'max-w-[14rem]')}>
                {user.name || user.email}
              </span>
            }
          >
            <AccountMenu className={mobile ? 'px-3 py-2' : undefined} />
          </Suspense>
          <Button
            variant="secondary"
            size={mobile ? 'md' : 'sm'}
            className={mobile ? 'mt-2 w-full' : undefined}
            onClick={() => {
              close();
              void signOut();
            }}
          >
            Sign Out
          </Button>
        </>
      );
    }
    return (
      <>
        <button
          type="button"
          onClick={goToFeatures}
          className={cn(
            'cursor-pointer text-left font-medium text-ink-muted transition-colors hover:text-brand-700',
            mobile ? 'block w-full rounded-lg px-3 py-3 text-base hover:bg-surface-muted' : 'text-sm',
          )}
        >
          Features
        </button>
        {navLink('/pricing', 'Pricing', mobile)}
        {navLink('/pro', 'Pro Services', mobile)}
        <div className={mobile ? 'mt-3 grid grid-cols-2 gap-3 border-t border-line pt-4' : 'flex items-center gap-2'}>
          <Button variant={mobile ? 'secondary' : 'ghost'} size={mobile ? 'md' : 'sm'} onClick={signIn}>
            Sign In
          </Button>
          <Button size={mobile ? 'md' : 'sm'} onClick={signIn}>
            Get Started
          </Button>
        </div>
      </>
    );
  };

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 print:hidden">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:shadow-[var(--shadow-raised)]"
      >
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link href="/" onClick={close} className="rounded-md">
          <BrandMark />
        </Link>
        <div className="hidden items-center gap-6 md:flex">{items(false)}</div>
        <button
          ref={toggleRef}
          type="button"
          className="-mr-2 grid h-11 w-11 cursor-pointer place-items-center rounded-lg text-ink hover:bg-surface-muted md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
        </button>
      </nav>
      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="animate-fade-in border-t border-line bg-white px-4 pb-5 pt-2 shadow-[var(--shadow-raised)] md:hidden"
      >
        <nav aria-label="Menu" className="flex flex-col">
          {items(true)}
        </nav>
      </div>
    </header>
  );
}
