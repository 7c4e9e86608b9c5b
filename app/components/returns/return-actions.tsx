import { Form } from 'react-router'
import { LabelledControl } from '#app/components/form-bits.tsx'
import type { ReturnMoveName } from '#src/modules/orders/browser.ts'

const MOVE_LABELS: Record<ReturnMoveName, string> = {
  approve: 'Approve',
  reject: 'Reject',
  receive: 'Mark received',
  replace: 'Replacement sent',
  refund: 'Refund',
  credit: 'Issue store credit',
}

/** The vendor's or admin's next steps on one return: each a small form that works without JavaScript. */
export function ReturnActions({
  returnId,
  rmaNumber,
  choices,
  busy,
  errors,
}: {
  returnId: string
  rmaNumber: string
  choices: readonly ReturnMoveName[]
  busy: boolean
  errors?: Record<string, string | undefined>
}) {
  if (choices.length === 0) return null
  const id = (name: string) => `${name}-${returnId}`
  return (
    <div className="mt-3 flex flex-col gap-3 border-t border-slate-100 pt-3 sm:flex-row sm:flex-wrap sm:items-end">
      {choices.map((move) => (
        <Form key={move} method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <input type="hidden" name="returnId" value={returnId} />
          <input type="hidden" name="move" value={move} />
          {move === 'approve' ? (
            <TextInput
              id={id('pickup')}
              name="pickupInstructions"
              label={`Pickup instructions for ${rmaNumber}`}
              error={errors?.pickupInstructions}
            />
          ) : null}
          {move === 'reject' ? (
            <TextInput
              id={id('reject')}
              name="rejectionReason"
              label={`Reason for rejecting ${rmaNumber}`}
              error={errors?.rejectionReason}
            />
          ) : null}
          {move === 'receive' ? (
            <fieldset className="text-sm">
              <legend className="field-label">Can it be sold again?</legend>
              <label className="mr-4 inline-flex items-center gap-1">
                <input type="radio" name="resaleable" value="yes" required /> Yes, back to stock
              </label>
              <label className="inline-flex items-center gap-1">
                <input type="radio" name="resaleable" value="no" /> No
              </label>
            </fieldset>
          ) : null}
          <button type="submit" disabled={busy} className={move === 'reject' ? 'btn-secondary' : 'btn-primary'}>
            {MOVE_LABELS[move]}
          </button>
        </Form>
      ))}
    </div>
  )
}

/** A required free-text answer of 5 to 500 characters, in the one field frame. */
function TextInput({ id, name, label, error }: { id: string; name: string; label: string; error?: string }) {
  return (
    <LabelledControl id={id} name={name} label={label} error={error}>
      {(control) => <input {...control} required minLength={5} maxLength={500} />}
    </LabelledControl>
  )
}
