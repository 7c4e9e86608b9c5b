import { data } from 'react-router'
import { noindexMeta } from '#app/lib/meta.ts'

export function loader() {
  return data(null, { status: 404 })
}

export const meta = () => noindexMeta('Page Not Found')

export default function AdminNotFound() {
  return <p className="text-slate-700">Admin sub-page not found within layout.</p>
}
