import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { RoleFields } from '#app/components/admin/role-fields.tsx'
import { Field, FormAlert } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { createUser } from '#src/modules/admin/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/user-new'

export const meta = () => noindexMeta('Add User')

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const outcome = await createUser(services(context), await formValues(request))
  if (outcome.ok) return redirect(`/admin/users?notice=${encodeURIComponent(outcome.message)}`)
  return data(outcome, { status: httpStatusOf(outcome) })
}

export default function NewUser({ actionData }: Route.ComponentProps) {
  const errors: Record<string, string | undefined> = actionData?.ok === false ? (actionData.errors ?? {}) : {}
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <Link to="/admin/users" className="text-sm font-medium text-brand-700 hover:underline">
        ← Users
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Add User</h1>
      <Form method="post" className="card mt-4 grid max-w-2xl gap-4 p-5" noValidate>
        <FormAlert message={errors.form} />
        <Field label="Full Name" name="name" autoComplete="off" error={errors.name} />
        <Field label="Email" name="email" type="email" autoComplete="off" error={errors.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          hint="At least 6 characters. Share it with the person safely; they can change it under My Account."
        />
        <RoleFields current="customer" hasStore={false} errors={errors} />
        <div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving...' : 'Add User'}
          </button>
        </div>
      </Form>
    </>
  )
}
