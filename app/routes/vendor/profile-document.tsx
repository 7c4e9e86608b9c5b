import { data } from 'react-router'
import { services } from '#app/context.ts'
import { asVendor } from '#app/lib/access.ts'
import { documentResponse } from '#app/lib/document-response.ts'
import { ownSellerDocument } from '#src/modules/vendors/index.ts'
import type { Route } from './+types/profile-document'

/** GET /vendor/profile/documents/:kind: one of the signed-in seller's own documents (decision 079). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = await asVendor(() => ownSellerDocument(services(context), params.kind))
  if (!file.ok) throw data('No such document.', { status: 404 })
  return documentResponse(file)
}
