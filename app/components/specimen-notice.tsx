import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '#app/root.tsx'

/**
 * A test shop's printed documents say plainly that they are specimens (issue 49, item 3): the page's banner
 * is not printed, so the document says it itself, on screen and on paper. A test shop is one whose online
 * payments go through the test gateway, as the banner says (root loader's `testPayments`).
 */
export function SpecimenNotice({ document }: { document: string }) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  if (!root?.testPayments) return null
  return (
    <p className="mb-4 rounded-lg border-2 border-dashed border-amber-700 bg-amber-50 px-4 py-2 text-center font-semibold text-amber-950 print:bg-white">
      Specimen — issued by a test shop, not a {document}
    </p>
  )
}
