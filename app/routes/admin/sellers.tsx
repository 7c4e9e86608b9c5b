import { Form, Link, useSearchParams } from 'react-router'
import { FilterSelect } from '#app/components/admin/list-filters.tsx'
import { Pager, Th } from '#app/components/admin/pager.tsx'
import { FormSuccess } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { SELLER_STATUS_LABELS, type SellerStatus } from '#src/modules/sellers/browser.ts'
import { listSellers } from '#src/modules/sellers/index.ts'
import { pageOf } from '#src/platform/paging.ts'
import type { Route } from './+types/sellers'

export const meta = () => noindexMeta('Sellers')

const STATUSES = Object.keys(SELLER_STATUS_LABELS) as SellerStatus[]

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const params = new URL(request.url).searchParams
  const wanted = params.get('status') ?? ''
  const status = (STATUSES as string[]).includes(wanted) ? (wanted as SellerStatus) : null
  return listSellers(services(context), { status, page: pageOf(params) })
}

const BADGES: Record<SellerStatus, string> = {
  incomplete: 'bg-slate-200 text-slate-800',
  submitted: 'bg-sky-100 text-sky-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  suspended: 'bg-red-100 text-red-900',
}

export default function AdminSellers({ loaderData }: Route.ComponentProps) {
  const { sellers, page, pageCount, total } = loaderData
  const [params] = useSearchParams()
  const notice = params.get('notice')
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Sellers</h1>
      <p className="mt-1 text-sm text-slate-700">
        A seller's products are sold only once its profile is approved. The store's own details are in{' '}
        <Link to="/admin/settings" className="text-brand-700 underline">
          Settings
        </Link>
        .
      </p>
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-2">
        <FilterSelect name="status" label="Status" options={STATUSES.map((s) => [s, SELLER_STATUS_LABELS[s]] as const)} />
        <button type="submit" className="btn-secondary">
          Filter
        </button>
      </Form>
      <div className="mt-4" aria-live="polite">
        {notice ? <FormSuccess message={notice} /> : null}
      </div>
      {sellers.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">No sellers match.</p>
      ) : (
        <div className="card scroll-cue mt-4 overflow-x-auto">
          <table className="table-cards w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <Th>Seller</Th>
                <Th>GSTIN</Th>
                <Th>Status</Th>
                <Th>Registered</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {sellers.map((seller) => (
                <tr key={seller.vendorId}>
                  <td className="px-4 py-3">
                    <Link to={`/admin/sellers/${seller.vendorId}`} className="font-medium text-brand-700 underline">
                      {seller.displayName}
                    </Link>
                    <p className="text-xs text-slate-600">
                      {seller.isStore ? 'The store’s own listings · ' : ''}
                      {seller.legalName ?? seller.storeCity}
                    </p>
                  </td>
                  <td className="px-4 py-3 font-mono" data-label="GSTIN">
                    {seller.gstin ?? '—'}
                  </td>
                  <td className="px-4 py-3" data-label="Status">
                    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${BADGES[seller.status]}`}>{seller.statusLabel}</span>
                  </td>
                  <td className="px-4 py-3" data-label="Registered">
                    {formatDate(seller.registeredAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pageCount={pageCount} total={total} noun={total === 1 ? 'seller' : 'sellers'} />
    </>
  )
}
