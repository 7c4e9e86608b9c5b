import { Link } from 'react-router'
import { FeatureCard } from '#app/components/feature-card.tsx'
import { RefreshIcon, ShieldIcon, StarIcon, UserIcon } from '#app/components/icons.tsx'
import { listedPageMeta } from '#app/lib/meta.ts'
import { REPLACEMENT_DAYS, STORE } from '#src/modules/content/browser.ts'
import type { Route } from './+types/about'

const FOUNDED = 2016

export function meta({ matches }: Route.MetaArgs) {
  return listedPageMeta(matches, {
    title: 'About Us',
    description: `${STORE.name} began in ${FOUNDED} as a PC repair bench near Fergusson College Road, Pune. Today we sell laptops and desktops across India.`,
    path: '/about',
  })
}

const FACTS = [
  { label: 'Founded', value: `${FOUNDED}, ${STORE.address.city}` },
  { label: 'Partner vendors', value: 'Three, in Pune, Mumbai and Bengaluru' },
  { label: 'We deliver', value: 'Across India' },
] as const

const BELIEFS = [
  {
    icon: StarIcon,
    title: 'Excellence',
    text: 'We check what we sell and sweat the details, from the spec sheet to the packing. If a product does not meet our standard, we do not list it.',
  },
  {
    icon: UserIcon,
    title: 'People First',
    text: 'We would rather talk you out of a purchase than sell you the wrong machine. Honest advice is free, before you buy and after.',
  },
  {
    icon: RefreshIcon,
    title: 'Progress',
    text: 'Hardware changes every season, and so do we: we keep learning, keep our catalogue current and keep improving how we deliver.',
  },
  {
    icon: ShieldIcon,
    title: 'Trust',
    text: `Genuine stock with the manufacturer's warranty, a GST invoice on every order, and a ${REPLACEMENT_DAYS}-day replacement promise we keep.`,
  },
] as const

export default function About() {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="container-page py-16 md:py-24">
          <p className="text-sm font-semibold tracking-widest text-saffron-400 uppercase">About {STORE.name}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">Built by people who build PCs</h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">
            We started out fixing laptops for students in {STORE.address.city}. Today we help people across India choose, buy and look after
            the computers they depend on, with the same straight answers we gave at the repair bench.
          </p>
        </div>
      </section>

      <section aria-labelledby="story-heading" className="container-page py-14 md:py-20">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
          <div className="max-w-3xl">
            <h2 id="story-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              Our story
            </h2>
            <div className="mt-5 space-y-4 leading-relaxed text-slate-700">
              <p>
                {STORE.name} began in {FOUNDED} as a two-person repair bench in a shared shop just off Fergusson College Road. We were
                engineers who had spent our own college years building PCs, and students from the colleges nearby soon started bringing us
                laptops with cracked hinges, failing hard drives and fans that sounded like pressure cookers.
              </p>
              <p>
                Repairs taught us what breaks and why, and before long people were asking us to build machines rather than fix old ones: a
                quiet workstation for an architect in Kothrud, a gaming rig that fitted a hostel desk, a dozen office desktops for a firm of
                chartered accountants. We kept our advice honest: if a cheaper part would do the job, we said so.
              </p>
              <p>
                Today we sell online across India from our office in {STORE.address.line2}, {STORE.address.city}, together with three
                partner vendors who share our standards. Every order still comes with a GST invoice, the manufacturer's warranty and a real
                person in {STORE.address.city} to talk to. We are still a small team, and we like it that way: small enough that whoever
                answers your email knows their way around a motherboard.
              </p>
            </div>
          </div>

          <aside aria-labelledby="facts-heading" className="card self-start p-6">
            <h3 id="facts-heading" className="font-semibold text-slate-900">
              At a glance
            </h3>
            <dl className="mt-4 space-y-4">
              {FACTS.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-sm text-slate-700">{fact.label}</dt>
                  <dd className="mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
                </div>
              ))}
              <div>
                <dt className="text-sm text-slate-700">Visit us</dt>
                <dd className="mt-0.5 font-semibold text-slate-900">
                  {STORE.address.line1}, {STORE.address.line2}, {STORE.address.city} {STORE.address.pincode}
                </dd>
              </div>
            </dl>
          </aside>
        </div>
      </section>

      <section aria-labelledby="beliefs-heading" className="bg-white py-14 md:py-20">
        <div className="container-page">
          <h2 id="beliefs-heading" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            What we believe
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
            Four ideas guide how we choose products, give advice and treat people.
          </p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {BELIEFS.map((point) => (
              <FeatureCard key={point.title} {...point} />
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page pt-14 md:pt-20">
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-slate-900 px-6 py-12 text-center text-white">
          <h2 className="text-2xl font-bold sm:text-3xl">Let's find your next machine</h2>
          <p className="max-w-xl text-slate-300">
            Browse the catalogue, or tell us what you need and we'll suggest something that fits your work and budget.
          </p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Link to="/products" className="btn bg-saffron-500 text-slate-900 hover:bg-saffron-400">
              Browse Products
            </Link>
            <Link to="/contact" className="btn border border-white/40 text-white hover:bg-white/10">
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
