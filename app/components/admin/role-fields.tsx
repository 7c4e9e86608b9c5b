import { useState } from 'react'
import { Field } from '#app/components/form-bits.tsx'
import type { Role } from '#src/modules/accounts/index.ts'
import { ROLE_LABELS, ROLES } from '#src/modules/admin/browser.ts'

/** Role choice; choosing Vendor for someone without a store asks for the store's name and city. */
export function RoleFields({
  current,
  hasStore,
  errors,
}: {
  current: Role
  hasStore: boolean
  errors: Record<string, string | undefined>
}) {
  const [chosen, setChosen] = useState<Role>(current)
  return (
    <>
      <div>
        <label htmlFor="field-role" className="field-label">
          Role
        </label>
        <select
          id="field-role"
          name="role"
          defaultValue={current}
          onChange={(event) => setChosen(event.currentTarget.value as Role)}
          className="field-input"
          aria-invalid={errors.role ? true : undefined}
        >
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </select>
        {errors.role ? <p className="field-error">{errors.role}</p> : null}
      </div>
      {chosen === 'vendor' && !hasStore ? (
        <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium text-slate-700">The vendor's store</legend>
          <Field label="Store Name" name="storeName" error={errors.storeName} maxLength={80} />
          <Field label="City" name="city" error={errors.city} maxLength={60} />
        </fieldset>
      ) : null}
    </>
  )
}
