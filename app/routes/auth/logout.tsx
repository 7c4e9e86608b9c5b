import { redirect } from 'react-router'
import { services } from '#app/context.ts'
import { redirectWithCookies } from '#app/lib/responses.ts'
import { signOut } from '#src/modules/accounts/index.ts'
import type { Route } from './+types/logout'

// Signing out changes state, so it is a POST (a link or an image tag elsewhere cannot sign anyone out).
export async function action({ context }: Route.ActionArgs) {
  return redirectWithCookies('/', await signOut(services(context)))
}

export function loader() {
  return redirect('/')
}
