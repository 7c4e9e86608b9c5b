import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { RoleFields } from '#app/components/admin/role-fields.tsx'
import { Field, FormAlert } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { getUser, updateUser } from '#src/modules/admin/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/user-edit'

export const meta = ({ loaderData }: Route.MetaArgs) => noindexMeta(loaderData ? `Edit ${loaderData.user.name}` : 'User not found')

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const user = await getUser(services(context), params.userId)
  if (!user) throw data(null, { status: 404 })
  return { user }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const outcome = await updateUser(services(context), params.userId, await formValues(request))
  if (outcome.ok) return redirect(`/admin/users?notice=${encodeURIComponent(outcome.message)}`)
  return data(outcome, { status: httpStatusOf(outcome) })
}

export default function EditUser({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData
  const errors: Record<string, string | undefined> = actionData?.ok === false ? (actionData.errors ?? {}) : {}
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <Link to="/admin/users" className="text-sm font-medium text-brand-700 hover:underline">
        ← Users
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Edit {user.name}</h1>
      <p className="mt-1 text-sm text-slate-700">
        {user.email}
        {user.storeName ? ` · runs ${user.storeName}, ${user.city}` : ''}
        {user.disabled ? ' · disabled' : ''}
      </p>
      <Form method="post" className="card mt-4 grid max-w-2xl gap-4 p-5" noValidate>
        <FormAlert message={errors.form} />
        <Field label="Full Name" name="name" defaultValue={user.name} error={errors.name} />
        <RoleFields current={user.role} hasStore={Boolean(user.storeName)} errors={errors} />
        <div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </Form>
    </>
  )
}
