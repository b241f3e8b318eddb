import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useHydrated } from '@/lib/use-hydrated';
import { LogoMark } from './logo';
import { NAV_LINKS } from './nav-links';

// 'Install app' shows only once the browser has offered it (or on iOS Safari), which the server never
// knows: it renders nothing there, so the button and the install watcher load after hydration, as a
// chunk of their own (about 1 KB gzipped off every page's first load, issue 21).
const InstallApp = lazy(() => import('./install-app').then((module) => ({ default: module.InstallApp })));

const linkStyles = 'inline-flex min-h-11 items-center text-sm text-muted hover:text-ink sm:min-h-9';

export function SiteFooter() {
  return (
    <footer className="mt-24 border-t border-line">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <div className="flex items-center gap-2.5">
            <LogoMark className="size-7" />
            <span className="font-display text-xl font-semibold text-ink">Atelier</span>
          </div>
          <p className="mt-3 text-sm text-muted">
            Original art and prints from young and emerging artists, and commissions made just for you.
          </p>
          <div className="mt-4 empty:hidden">
            <InstallAppAfterHydration />
          </div>
        </div>
        <nav aria-label="Explore">
          <h2 className="font-sans text-xs font-semibold tracking-wide text-ink uppercase">Explore</h2>
          <ul className="mt-3">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkStyles}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/saved" className={linkStyles}>
                Saved
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="For artists">
          <h2 className="font-sans text-xs font-semibold tracking-wide text-ink uppercase">For artists</h2>
          <ul className="mt-3">
            <li>
              <Link to="/register" className={linkStyles}>
                Register as an artist
              </Link>
            </li>
            <li>
              <Link to="/commissions" className={linkStyles}>
                Take commissions
              </Link>
            </li>
            <li>
              <Link to="/login" className={linkStyles}>
                Artist login
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Atelier. Every artwork belongs to the artist who made it.
        </p>
      </div>
    </footer>
  );
}

/** Nothing on the server and while the page hydrates; then the lazy button (a leaf re-renders, not the footer). */
function InstallAppAfterHydration() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <InstallApp />
    </Suspense>
  ) : null;
}
