import { Link } from 'react-router'
import { STORE } from '#src/modules/content/browser.ts'
import { type GrievanceOfficer, GrievanceOfficerLines } from './grievance-officer.tsx'
import { type BusinessDetails, MarketplaceDisclosure } from './marketplace-disclosure.tsx'
import { NewsletterForm } from './newsletter-form.tsx'

const GROUPS = [
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/contact', label: 'Contact Us' },
      { to: '/vendor/register', label: 'Become a Vendor' },
    ],
  },
  {
    title: 'Shop',
    links: [
      { to: '/products', label: 'All Products' },
      { to: '/products?isNew=true', label: 'New Arrivals' },
      { to: '/products?isFeatured=true', label: 'Featured Products' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms & Conditions' },
      { to: '/refund', label: 'Refund Policy' },
      { to: '/complaints', label: 'File a Complaint' },
    ],
  },
] as const

/** `store` is the legal name and city an admin keeps in /admin/settings; `operator` the full details for the disclosure. */
export function SiteFooter({
  store,
  operator,
}: {
  store: { legalName: string; city: string }
  operator: { business: BusinessDetails; site: string; grievance: GrievanceOfficer }
}) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300 print:hidden">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">
            Deccan <span className="text-saffron-400">Digital</span>
          </p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">
            Laptops, gaming rigs and desktops from {store.city}, with honest advice and GST invoices on every order.
          </p>
          <h2 className="mt-6 text-sm font-semibold text-white">Get offers and new arrivals</h2>
          <div className="mt-2 max-w-sm">
            <NewsletterForm />
          </div>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-white">{group.title}</h2>
            {/* Each link a 24 px tall target (WCAG 2.5.8, axe `target-size`), the list as tall as before. */}
            <ul className="mt-3 space-y-1 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-block py-0.5 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {/* Marketplace disclosure (decision 041): a block of its own. */}
      <div className="border-t border-slate-800">
        <div className="container-page grid gap-6 py-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <MarketplaceDisclosure business={operator.business} site={operator.site} />
          {/* E-Commerce Rules 2020, rule 4(4) (decision 042): the admin keeps them in Settings. */}
          <section aria-labelledby="grievance-heading" className="text-sm leading-relaxed">
            <h2 id="grievance-heading" className="text-sm font-semibold text-white">
              Grievance Officer
            </h2>
            <GrievanceOfficerLines officer={operator.grievance} className="inline-block py-0.5 underline hover:text-white" />
            <p className="mt-1">
              <Link to="/complaints" className="inline-block py-0.5 underline hover:text-white">
                File a complaint
              </Link>{' '}
              · answered within 48 hours
            </p>
          </section>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {store.legalName}, {store.city}
          </p>
          <ul className="flex flex-wrap gap-4" aria-label="Social media">
            {STORE.social.map((s) => (
              <li key={s.name}>
                <a href={s.href} rel="noopener noreferrer" target="_blank" className="inline-block py-0.5 hover:text-white hover:underline">
                  {s.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
