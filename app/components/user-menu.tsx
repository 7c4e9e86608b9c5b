import { useEffect, useId, useRef, useState } from 'react'
import { Form, Link, useLocation } from 'react-router'
import type { Role } from '#src/modules/accounts/index.ts'
import { UserIcon } from './icons.tsx'

export interface HeaderUser {
  name: string
  role: Role
}

/** The signed-in account menu: closes on route change, outside click and Escape. */
export function UserMenu({ user }: { user: HeaderUser }) {
  const [open, setOpen] = useState(false)
  const location = useLocation()
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input
  useEffect(() => setOpen(false), [location.key])
  useEffect(() => {
    if (!open) return
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      // Escape hands focus back to the menu's button, so a keyboard user is where they started.
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('mousedown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  const item = 'block w-full px-4 py-2 text-left text-sm text-slate-800 hover:bg-slate-100'
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 sm:px-3"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <UserIcon />
        <span className="hidden max-w-32 truncate sm:inline">{user.name || 'My Account'}</span>
        <span className="sr-only sm:hidden">{user.name || 'My Account'}</span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-56 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        <p className="border-b border-slate-100 px-4 py-2 text-sm font-semibold text-slate-900">{user.name || 'My Account'}</p>
        <ul>
          {user.role === 'vendor' ? (
            <li>
              <Link to="/vendor/dashboard" className={item}>
                Vendor Dashboard
              </Link>
            </li>
          ) : null}
          <li>
            <Link to="/account" className={item}>
              My Account
            </Link>
          </li>
          <li>
            <Link to="/orders" className={item}>
              My Orders
            </Link>
          </li>
          <li>
            <Link to="/wishlist" className={item}>
              My Wishlist
            </Link>
          </li>
          <li>
            <Form method="post" action="/logout">
              <button type="submit" className={item}>
                Logout
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </div>
  )
}
