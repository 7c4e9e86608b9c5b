import { isRouteErrorResponse, Link, useLocation } from 'react-router'
import { type AccessRefusal, isAccessRefusal } from '#app/lib/access-refusal.ts'

/** The spec's access messages (section 6), each with the way forward. */
export function AccessDenied({ refusal }: { refusal: AccessRefusal }) {
  const location = useLocation()
  const back = encodeURIComponent(location.pathname.replace(/^\//, '') + location.search)
  const content = {
    login: {
      title: 'Access Denied',
      text: 'You need to be logged in to access this page.',
      link: { to: `/login?redirect=${back}`, label: 'Log In' },
    },
    vendor: {
      title: 'Vendor Access Only',
      text: 'This section is only accessible to vendor accounts.',
      link: { to: '/vendor/register', label: 'Register as a Vendor' },
    },
    admin: {
      title: 'Access Denied',
      text: 'You do not have administrative privileges.',
      link: { to: '/', label: 'Go to Homepage' },
    },
  }[refusal.access]
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{content.title}</h1>
      <p className="mt-3 max-w-md text-slate-700">
        {content.title}: {content.text}
      </p>
      <Link to={content.link.to} className="btn-primary mt-8">
        {content.link.label}
      </Link>
    </div>
  )
}

/** For a route's ErrorBoundary: an access refusal renders as such; anything else as a plain error page. */
export function AccessErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && isAccessRefusal(error.data)) return <AccessDenied refusal={error.data} />
  return <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />
}

/** Never a stack trace: a page with a way back. */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  const title = notFound ? 'Page Not Found' : 'Something went wrong'
  return (
    <div className="container-page flex flex-1 flex-col items-center justify-center py-24 text-center">
      <title>{`${title} | Deccan Digital`}</title>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">
        {notFound ? "The page you're looking for doesn't exist or has been moved." : 'Please try again in a moment.'}
      </p>
      <Link to="/" className="btn-primary mt-8">
        Go to Homepage
      </Link>
    </div>
  )
}
