import { formatInr } from '#src/lib/money.ts'
import { countryName, DECLARATION_LABELS, type Declarations, INDIA } from '#src/modules/catalog/browser.ts'

/**
 * What the listing declares, as Packaged Commodities Rules rule 6(10) asks an online listing to show
 * (the declarations of rule 6(1)): maker, importer for imported goods, country of origin, generic name,
 * net quantity, M.R.P. with all taxes, consumer care. A field the seller has not given is said so.
 */
export function DeclarationsBlock({ declarations, mrpPaise }: { declarations: Declarations; mrpPaise: number | null }) {
  const d = declarations
  const imported = d.countryOfOrigin !== null && d.countryOfOrigin !== INDIA
  const rows: Array<[string, string | null]> = [
    [DECLARATION_LABELS.genericName, d.genericName],
    [DECLARATION_LABELS.netQuantity, d.netQuantity],
    ['M.R.P.', mrpPaise === null ? null : `${formatInr(mrpPaise)} (incl. of all taxes)`],
    [DECLARATION_LABELS.countryOfOrigin, d.countryOfOrigin ? countryName(d.countryOfOrigin) : null],
    [DECLARATION_LABELS.manufacturerName, joined(d.manufacturerName, d.manufacturerAddress)],
    ...(imported ? [[DECLARATION_LABELS.importerName, joined(d.importerName, d.importerAddress)] as [string, string | null]] : []),
    [DECLARATION_LABELS.consumerCare, d.consumerCare],
  ]
  return (
    <section aria-labelledby="declarations-heading" className="card mt-8 p-6">
      <h2 id="declarations-heading" className="text-xl font-bold text-slate-900">
        Declarations
      </h2>
      <dl className="mt-4 divide-y divide-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className={value ? 'text-slate-900' : 'text-slate-600 italic'}>{value ?? 'Not yet declared by the seller'}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function joined(name: string | null, address: string | null): string | null {
  if (!name) return null
  return address ? `${name}, ${address}` : name
}
