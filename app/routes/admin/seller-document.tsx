import { data } from 'react-router'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { documentResponse } from '#app/lib/document-response.ts'
import { adminSellerDocument } from '#src/modules/sellers/index.ts'
import type { Route } from './+types/seller-document'

/** GET /admin/sellers/:vendorId/documents/:kind: a seller's document, for an admin reviewing it (decision 079). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const file = await adminSellerDocument(services(context), params.vendorId, params.kind)
  if (!file.ok) throw data('No such document.', { status: 404 })
  return documentResponse(file)
}
