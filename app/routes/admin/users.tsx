import { data, Form, Link, useNavigation, useSearchParams } from 'react-router'
import { FilterSearch, FilterSelect } from '#app/components/admin/list-filters.tsx'
import { Pager, Th } from '#app/components/admin/pager.tsx'
import { FormSuccess, OutcomeMessage } from '#app/components/form-bits.tsx'
import { RowAction } from '#app/components/row-action.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { ROLE_LABELS, ROLES } from '#src/modules/admin/browser.ts'
import { deleteUser, listUsers, setUserDisabled } from '#src/modules/admin/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import { pageOf } from '#src/platform/paging.ts'
import type { Route } from './+types/users'

export const meta = () => noindexMeta('Users')

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireAdmin(context, request)
  const params = new URL(request.url).searchParams
  const list = await listUsers(services(context), {
    q: params.get('q') ?? '',
    role: params.get('role') ?? '',
    page: pageOf(params),
  })
  return { ...list, selfId: actor.id }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const ctx = services(context)
  const { intent, userId = '' } = await formValues(request)
  const outcome = intent === 'delete' ? await deleteUser(ctx, userId) : await setUserDisabled(ctx, userId, intent === 'disable')
  return data(outcome.ok ? { ok: true as const, message: outcome.message } : { ok: false as const, message: outcome.message }, {
    status: outcome.ok ? 200 : httpStatusOf(outcome),
  })
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { users, page, pageCount, total, selfId } = loaderData
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const notice = params.get('notice')
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Users</h1>
        <Link to="/admin/users/new" className="btn-primary">
          Add User
        </Link>
      </div>
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-2">
        <FilterSearch placeholder="Name or email" className="min-w-56 flex-1 sm:max-w-sm" />
        <FilterSelect name="role" label="Role" options={ROLES.map((role) => [role, ROLE_LABELS[role]] as const)} />
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : notice ? <FormSuccess message={notice} /> : null}
      </div>
      {users.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">No users match.</p>
      ) : (
        <div className="card scroll-cue mt-4 overflow-x-auto">
          <table className="table-cards w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <Th>Name</Th>
                <Th>Email</Th>
                <Th>Role</Th>
                <Th>Actions</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {users.map((user) => (
                <tr key={user.id} className={user.disabled ? 'bg-slate-50' : undefined}>
                  <td className="px-4 py-3">
                    <p className="font-medium text-slate-900">{user.name}</p>
                    {user.storeName ? <p className="text-xs text-slate-600">{user.storeName}</p> : null}
                  </td>
                  <td className="px-4 py-3 [overflow-wrap:anywhere]" data-label="Email">
                    {user.email}
                  </td>
                  <td className="px-4 py-3" data-label="Role">
                    {ROLE_LABELS[user.role]}
                    {user.disabled ? (
                      <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-800">Disabled</span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3" data-actions>
                    <div className="flex flex-wrap gap-2">
                      <Link to={`/admin/users/${user.id}`} className="btn-secondary px-3 py-1.5" aria-label={`Edit ${user.name}`}>
                        Edit
                      </Link>
                      {user.id === selfId ? null : (
                        <>
                          <RowAction
                            field="userId"
                            id={user.id}
                            intent={user.disabled ? 'enable' : 'disable'}
                            label={`${user.disabled ? 'Enable' : 'Disable'} ${user.name}`}
                            busy={busy}
                          >
                            {user.disabled ? 'Enable' : 'Disable'}
                          </RowAction>
                          <RowAction
                            field="userId"
                            id={user.id}
                            intent="delete"
                            label={`Delete ${user.name}`}
                            busy={busy}
                            danger
                            confirm={`Delete ${user.name}? This cannot be undone.`}
                          >
                            Delete
                          </RowAction>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pageCount={pageCount} total={total} noun={total === 1 ? 'user' : 'users'} />
    </>
  )
}
