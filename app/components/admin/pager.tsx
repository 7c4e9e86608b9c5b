import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { RecordsPager } from './records.tsx'

/** The count of what a filtered admin table holds, then page N of M. */
export function Pager({ page, pageCount, total, noun }: { page: number; pageCount: number; total: number; noun: string }) {
  const [params] = useSearchParams()
  return (
    <>
      <p className="mt-4 text-sm text-slate-700">
        {new Intl.NumberFormat('en-IN').format(total)} {noun}
      </p>
      <RecordsPager page={page} pageCount={pageCount} params={params} />
    </>
  )
}

/** The table header cell every admin table uses. */
export function Th({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
      {children}
    </th>
  )
}
