import type { ComponentType, SVGProps } from 'react'

/** An icon, a title and a sentence or two: the home page's selling points, the about page's beliefs. */
export function FeatureCard({ icon: Icon, title, text }: { icon: ComponentType<SVGProps<SVGSVGElement>>; title: string; text: string }) {
  return (
    <li className="card p-6">
      <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon width={24} height={24} />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">{text}</p>
    </li>
  )
}
