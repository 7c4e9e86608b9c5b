import { Link } from 'react-router'
import { FeatureCard } from '#app/components/feature-card.tsx'
import { LazySearchBox } from '#app/components/header-search.tsx'
import { HeadsetIcon, ShieldIcon, TruckIcon } from '#app/components/icons.tsx'
import { ProductGrid } from '#app/components/product-card.tsx'
import { services } from '#app/context.ts'
import { listedPageMeta } from '#app/lib/meta.ts'
import { homeShelves } from '#src/modules/catalog/index.ts'
import type { Route } from './+types/home'

export async function loader({ context }: Route.LoaderArgs) {
  return homeShelves(services(context))
}

export function meta({ matches }: Route.MetaArgs) {
  return listedPageMeta(matches, {
    title: 'Deccan Digital',
    description: 'Laptops, gaming laptops and desktops from Pune, with GST invoices, free delivery and 7-day replacement.',
    path: '/',
  })
}

const SELLING_POINTS = [
  {
    icon: TruckIcon,
    title: 'Free delivery across India',
    text: 'Insured, tracked shipping on every order, packed to survive the monsoon.',
  },
  {
    icon: ShieldIcon,
    title: 'Genuine, with warranty',
    text: 'Sealed stock from authorised distributors, brand warranty and a GST invoice.',
  },
  {
    icon: HeadsetIcon,
    title: 'Advice from people who build PCs',
    text: 'Talk to our Pune team before you buy, and after. Mon-Sat 10 AM-8 PM.',
  },
] as const

export default function Home({ loaderData }: Route.ComponentProps) {
  const { latest, featured } = loaderData
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="container-page grid items-center gap-10 py-16 md:grid-cols-2 md:py-24">
          <div>
            {/* Phones have only an icon in the header: the home page gives them the box itself. */}
            <LazySearchBox
              id="home-search"
              placeholder="Search laptops, desktops, specs…"
              formClassName="relative mb-8 lg:hidden"
              inputClassName="field-input py-3 pr-11 text-base text-slate-900"
              button="icon"
            />
            <p className="text-sm font-semibold tracking-widest text-saffron-400 uppercase">Pune's computer store</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">Power for work, play and everything between</h1>
            <p className="mt-5 max-w-xl text-lg text-brand-100">
              Hand-picked laptops, gaming laptops and desktops from Dell, Apple, ASUS, Lenovo and more, at honest prices.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/products" className="btn bg-saffron-500 text-slate-900 hover:bg-saffron-400">
                Shop Now
              </Link>
              <Link to="/contact" className="btn border border-white/40 text-white hover:bg-white/10">
                Contact Us
              </Link>
            </div>
          </div>
          {latest[0]?.image ? (
            <img
              src={latest[0].image.url}
              alt={latest[0].image.alt}
              width={800}
              height={600}
              className="hidden rounded-2xl shadow-2xl ring-1 ring-white/20 md:block"
            />
          ) : null}
        </div>
      </section>

      <Shelf title="Latest Arrivals" subtitle="Just landed in our Pune warehouse" to="/products?isNew=true" products={latest} />

      <section aria-labelledby="why-heading" className="bg-white py-14">
        <div className="container-page">
          <h2 id="why-heading" className="text-center text-2xl font-bold text-slate-900">
            Why shop with Deccan Digital
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {SELLING_POINTS.map((point) => (
              <FeatureCard key={point.title} {...point} />
            ))}
          </ul>
        </div>
      </section>

      <Shelf title="Featured Highlights" subtitle="Our team's picks this month" to="/products?isFeatured=true" products={featured} />

      <section className="container-page">
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-slate-900 px-6 py-12 text-center text-white">
          <h2 className="text-2xl font-bold sm:text-3xl">Find the machine that fits how you work</h2>
          <p className="max-w-xl text-slate-300">
            Filter by brand, budget and category, compare specs, and order with cash on delivery or online payment.
          </p>
          <Link to="/products" className="btn bg-saffron-500 text-slate-900 hover:bg-saffron-400">
            Browse All Products
          </Link>
        </div>
      </section>
    </>
  )
}

function Shelf({
  title,
  subtitle,
  to,
  products,
}: {
  title: string
  subtitle: string
  to: string
  products: Route.ComponentProps['loaderData']['latest']
}) {
  const id = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`
  return (
    <section aria-labelledby={id} className="container-page py-14">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <h2 id={id} className="text-2xl font-bold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-slate-600">{subtitle}</p>
        </div>
        <Link to={to} className="shrink-0 text-sm font-semibold text-brand-700 hover:underline">
          View all<span className="sr-only"> {title}</span> →
        </Link>
      </div>
      <ProductGrid products={products} label={title} />
    </section>
  )
}
