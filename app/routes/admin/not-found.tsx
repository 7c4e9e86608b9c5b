import { data } from 'react-router'

export function loader() {
  return data(null, { status: 404 })
}

export default function AdminNotFound() {
  return <p className="text-slate-700">Admin sub-page not found within layout.</p>
}
