import { useEffect, useId, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { HeaderSearch } from './header-search.tsx'
import { CartIcon, CloseIcon, MenuIcon, SearchIcon, UserIcon } from './icons.tsx'
import { type HeaderUser, UserMenu } from './user-menu.tsx'

const NAV = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const

/** Header style changes once the page has scrolled past this many pixels (spec section 9). */
const SCROLL_THRESHOLD_PX = 10

export function SiteHeader({ cartCount, user }: { cartCount: number; user: HeaderUser | null }) {
  const location = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const [scrolled, setScrolled] = useState(false)
  const menuId = useId()

  // The mobile menu closes whenever the route changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input
  useEffect(() => setMenuOpen(false), [location.key])

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b transition-all print:hidden ${
        scrolled ? 'border-slate-200 bg-white/95 shadow-md backdrop-blur' : 'border-transparent bg-white'
      }`}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className={`container-page flex items-center gap-4 transition-all ${scrolled ? 'h-14' : 'h-16'}`}>
        <Link to="/" className="flex items-center gap-2 font-bold text-slate-900" aria-label="Deccan Digital home">
          <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span className="text-lg tracking-tight">
            Deccan <span className="text-brand-700">Digital</span>
          </span>
        </Link>

        <nav aria-label="Main" className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <HeaderSearch />
          <Link to="/search" className="rounded-md p-2 text-slate-700 hover:text-brand-700 lg:hidden" aria-label="Search products">
            <SearchIcon />
          </Link>
          <Link
            to="/cart"
            className="relative rounded-md p-2 text-slate-700 hover:text-brand-700"
            aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
          >
            <CartIcon />
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-saffron-500 px-1 text-xs font-bold text-slate-900"
            >
              {cartCount}
            </span>
          </Link>
          {user ? (
            <UserMenu user={user} />
          ) : (
            <Link
              to="/login"
              className="hidden items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 sm:flex"
            >
              <UserIcon />
              Login
            </Link>
          )}
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:text-brand-700 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      <nav id={menuId} aria-label="Mobile" hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <ul className="container-page flex flex-col py-2">
          {NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-3 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-800'}`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          {user ? null : (
            <li>
              <Link to="/login" className="block rounded-md px-3 py-3 text-base font-medium text-slate-800">
                Login
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </header>
  )
}
