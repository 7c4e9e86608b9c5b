import { Form, useNavigation } from 'react-router'
import type { DeliveryZone } from '#src/modules/settings/browser.ts'
import { FormAlert, FormSuccess } from '../form-bits.tsx'

type ZoneResult = { intent: string; ok: boolean; message: string; errors?: Record<string, string | undefined>; zoneId?: string }

/** One zone's fields; the same for a new zone and an existing one. */
function ZoneFields({ zone, idPrefix, errors }: { zone?: DeliveryZone; idPrefix: string; errors?: Record<string, string | undefined> }) {
  const field = (name: string) => `${idPrefix}-${name}`
  const error = (name: string) =>
    errors?.[name] ? (
      <p id={`${field(name)}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null
  const described = (name: string) => (errors?.[name] ? { 'aria-invalid': true, 'aria-describedby': `${field(name)}-error` } : {})
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_2fr_5rem_5rem_auto] sm:items-end">
      <div>
        <label htmlFor={field('name')} className="field-label">
          Zone
        </label>
        <input id={field('name')} name="name" defaultValue={zone?.name} className="field-input" {...described('name')} />
        {error('name')}
      </div>
      <div>
        <label htmlFor={field('prefixes')} className="field-label">
          PIN prefixes
        </label>
        <input
          id={field('prefixes')}
          name="pinPrefixes"
          defaultValue={zone?.pinPrefixes.join(', ')}
          placeholder="411, 412"
          className="field-input"
          {...described('pinPrefixes')}
        />
        {error('pinPrefixes')}
      </div>
      <div>
        <label htmlFor={field('min')} className="field-label">
          From (days)
        </label>
        <input
          id={field('min')}
          name="minDays"
          type="number"
          min={0}
          defaultValue={zone?.minDays}
          className="field-input"
          {...described('minDays')}
        />
        {error('minDays')}
      </div>
      <div>
        <label htmlFor={field('max')} className="field-label">
          To (days)
        </label>
        <input
          id={field('max')}
          name="maxDays"
          type="number"
          min={0}
          defaultValue={zone?.maxDays}
          className="field-input"
          {...described('maxDays')}
        />
        {error('maxDays')}
      </div>
      <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="codAllowed"
          value="true"
          defaultChecked={zone?.codAllowed ?? true}
          className="h-4 w-4 accent-brand-700"
        />
        Cash on delivery
      </label>
    </div>
  )
}

/**
 * Settings: where the shop delivers and how fast. A PIN code belongs to the zone with the longest
 * prefix it starts with; a PIN in no zone is not delivered to.
 */
export function DeliveryZonesForm({ zones, result }: { zones: DeliveryZone[]; result?: ZoneResult }) {
  const busy = useNavigation().state === 'submitting'
  const failedFor = (zoneId: string) => (result && !result.ok && result.zoneId === zoneId ? result.errors : undefined)
  return (
    <div className="space-y-4">
      <div aria-live="polite">
        {result ? result.ok ? <FormSuccess message={result.message} /> : <FormAlert message={result.message} /> : null}
      </div>
      <ul className="space-y-3" aria-label="Delivery zones">
        {zones.map((zone) => (
          <li key={zone.id} className="card p-4">
            <Form method="post" className="space-y-3">
              <input type="hidden" name="zoneId" value={zone.id} />
              <ZoneFields zone={zone} idPrefix={`zone-${zone.id}`} errors={failedFor(zone.id)} />
              <div className="flex gap-2">
                <button type="submit" name="intent" value="save-zone" className="btn-secondary" disabled={busy}>
                  Save<span className="sr-only"> {zone.name}</span>
                </button>
                <button type="submit" name="intent" value="delete-zone" className="btn-secondary text-red-700" disabled={busy}>
                  Remove<span className="sr-only"> {zone.name}</span>
                </button>
              </div>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post" className="card space-y-3 p-4">
        <h3 className="font-semibold text-slate-900">Add a zone</h3>
        <input type="hidden" name="zoneId" value="" />
        <ZoneFields idPrefix="zone-new" errors={failedFor('')} />
        <button type="submit" name="intent" value="save-zone" className="btn-primary" disabled={busy}>
          Add zone
        </button>
      </Form>
    </div>
  )
}
