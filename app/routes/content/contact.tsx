import { data, Link } from 'react-router'
import { ContactForm, type ContactResult } from '#app/components/contact-form.tsx'
import { GrievanceOfficerLines, grievanceOfficerOf } from '#app/components/grievance-officer.tsx'
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '#app/components/icons.tsx'
import { services } from '#app/context.ts'
import { listedPageMeta } from '#app/lib/meta.ts'
import { STORE } from '#src/modules/content/browser.ts'
import { submitContactMessage } from '#src/modules/content/index.ts'
import { getStoreDetails } from '#src/modules/settings/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/contact'

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listedPageMeta(matches, {
    title: 'Contact Us',
    description: `Visit, call or write to Deccan Digital in ${loaderData?.store.city ?? STORE.address.city}.`,
    path: '/contact',
  })
}

/** The address, phones and emails an admin keeps in /admin/settings. */
export async function loader({ context }: Route.LoaderArgs) {
  return { store: await getStoreDetails(services(context)) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const values = {
    name: String(form.get('name') ?? ''),
    email: String(form.get('email') ?? ''),
    subject: String(form.get('subject') ?? ''),
    message: String(form.get('message') ?? ''),
  }
  const result = await submitContactMessage(services(context), values)
  if (!result.ok) return data<ContactResult>({ ok: false, errors: result.errors, values }, { status: httpStatusOf(result) })
  return { ok: true } satisfies ContactResult
}

const MAP_URL = `https://www.openstreetmap.org/?mlat=${STORE.map.latitude}&mlon=${STORE.map.longitude}#map=17/${STORE.map.latitude}/${STORE.map.longitude}`

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { store } = loaderData
  const cards = [
    {
      icon: MapPinIcon,
      title: 'Office Address',
      lines: [store.legalName, store.addressLine1, store.addressLine2, `${store.city}, ${store.state} ${store.pincode}`].filter(Boolean),
    },
    {
      icon: PhoneIcon,
      title: 'Phone',
      lines: [store.phone, store.phoneAlt].filter(Boolean),
      href: (line: string) => `tel:${line.replace(/[\s-]+/g, '')}`,
    },
    { icon: MailIcon, title: 'Email', lines: [store.email, store.emailSales].filter(Boolean), href: (line: string) => `mailto:${line}` },
    { icon: ClockIcon, title: 'Working Hours', lines: [STORE.hours.weekdays, STORE.hours.sunday] },
  ]
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">Contact Us</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Questions about a product, an order or a return? Call, write or visit our Pune office.
      </p>

      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ icon: Icon, title, lines, href }) => (
          <li key={title} className="card p-5">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon />
            </span>
            <h2 className="mt-3 font-semibold text-slate-900">{title}</h2>
            <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
              {lines.map((line) => (
                <li key={line}>
                  {href ? (
                    <a href={href(line)} className="hover:text-brand-700 hover:underline">
                      {line}
                    </a>
                  ) : (
                    line
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="grievance-officer-heading"
        className="card mt-8 flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="grievance-officer-heading" className="font-semibold text-slate-900">
            Grievance Officer
          </h2>
          <div className="text-slate-700">
            <GrievanceOfficerLines officer={grievanceOfficerOf(store)} />
          </div>
          <p className="mt-1 text-sm text-slate-700">
            Complaints get a ticket number at once, are acknowledged within 48 hours and resolved within one month.
          </p>
        </div>
        <Link to="/complaints" className="btn-primary self-start sm:self-center">
          File a complaint
        </Link>
      </section>

      <div className="mt-10 grid gap-8 lg:grid-cols-5">
        <section aria-labelledby="contact-form-heading" className="card p-6 lg:col-span-3">
          <h2 id="contact-form-heading" className="mb-5 text-xl font-bold text-slate-900">
            Send us a message
          </h2>
          <ContactForm serverResult={actionData} />
        </section>
        <section aria-labelledby="map-heading" className="card overflow-hidden lg:col-span-2">
          <h2 id="map-heading" className="sr-only">
            Map
          </h2>
          <OfficeMap />
          <div className="p-5 text-sm text-slate-700">
            <p>We are on Fergusson College Road in Shivajinagar, a five-minute walk from the Deccan Gymkhana bus stop.</p>
            <a
              href={MAP_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-block font-semibold text-brand-700 hover:underline"
            >
              Open in OpenStreetMap<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </section>
      </div>
    </div>
  )
}

/** A drawn map of the neighbourhood: it works offline and loads no third-party tracker. */
function OfficeMap() {
  return (
    <svg
      viewBox="0 0 400 260"
      role="img"
      aria-label={`Map: ${STORE.name}, ${STORE.address.line1}, ${STORE.address.city}`}
      className="h-auto w-full bg-[#eef2e6]"
    >
      <rect x="0" y="0" width="400" height="260" fill="#eef2e6" />
      <path d="M0 200 C 80 190, 140 230, 220 215 S 360 180, 400 190 L400 260 L0 260Z" fill="#cfe3f3" />
      <text x="300" y="240" fontSize="11" fill="#35608a" fontFamily="system-ui, sans-serif">
        Mutha River
      </text>
      <rect x="30" y="30" width="90" height="60" rx="6" fill="#d7e8c8" />
      <text x="42" y="64" fontSize="10" fill="#46622c" fontFamily="system-ui, sans-serif">
        Fergusson College
      </text>
      <path d="M190 0 L170 260" stroke="#fff" strokeWidth="14" />
      <path d="M190 0 L170 260" stroke="#f4c96b" strokeWidth="8" />
      <text x="196" y="22" fontSize="11" fill="#5b4a1e" fontFamily="system-ui, sans-serif" transform="rotate(84 196 22)">
        FC Road
      </text>
      <path d="M0 140 L400 120" stroke="#fff" strokeWidth="10" />
      <text x="270" y="116" fontSize="10" fill="#475569" fontFamily="system-ui, sans-serif">
        Jangli Maharaj Rd
      </text>
      <path d="M60 260 L120 100 L400 60" stroke="#fff" strokeWidth="6" fill="none" />
      <g transform="translate(181 98)">
        <path d="M0 0 C -14 -18, -14 -34, 0 -38 C 14 -34, 14 -18, 0 0Z" fill="#c81e1e" />
        <circle cx="0" cy="-26" r="5" fill="#fff" />
      </g>
      <rect x="196" y="66" width="118" height="24" rx="5" fill="#fff" stroke="#cbd5e1" />
      <text x="204" y="82" fontSize="11" fontWeight="700" fill="#1d42b8" fontFamily="system-ui, sans-serif">
        Deccan Digital
      </text>
    </svg>
  )
}
