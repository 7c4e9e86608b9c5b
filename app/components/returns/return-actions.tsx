import { Form } from 'react-router'
import { ConfirmAction } from '#app/components/confirm-action.tsx'
import { LabelledControl } from '#app/components/form-bits.tsx'
import { formatInr } from '#src/lib/money.ts'
import { FINAL_MOVES, OUTCOME_LABELS, type ReturnMoveName, type ReturnOutcome } from '#src/modules/orders/browser.ts'

/** A return as the vendor's and the admin's pages act on it (returnsToHandle). */
export interface HandledReturn {
  id: string
  rmaNumber: string
  productName: string
  amountPaise: number
  chosenOutcome: ReturnOutcome
  chosenMove: ReturnMoveName
  choices: readonly ReturnMoveName[]
}

type Final = { label: string; question: string; confirm: string }

/** What each final outcome says, for this return: the button, the question that confirms it, the confirming button. */
function finalWords(move: ReturnMoveName, ret: HandledReturn): Final {
  const amount = formatInr(ret.amountPaise)
  const closes = 'The return is closed, and the customer is emailed. This cannot be undone.'
  const exchange = ret.chosenOutcome === 'exchange'
  switch (move) {
    case 'replace':
      return exchange
        ? { label: 'Exchange sent', question: `Mark the exchange for ${ret.rmaNumber} as sent? ${closes}`, confirm: 'Yes, exchange sent' }
        : {
            label: 'Replacement sent',
            question: `Mark a replacement ${ret.productName} for ${ret.rmaNumber} as sent? One unit leaves stock. ${closes}`,
            confirm: 'Yes, replacement sent',
          }
    case 'refund':
      return {
        label: 'Refund instead',
        question: `The customer asked for a replacement: refund only when the item cannot be replaced. Refund ${amount} for ${ret.rmaNumber} to the way it was paid? ${closes}`,
        confirm: `Yes, refund ${amount}`,
      }
    case 'credit':
      return exchange
        ? {
            label: 'Store credit instead',
            question: `The customer asked for an exchange: give store credit only when it cannot be sent. Issue ${amount} store credit for ${ret.rmaNumber}? ${closes}`,
            confirm: `Yes, issue ${amount} store credit`,
          }
        : {
            label: 'Issue store credit',
            question: `Issue ${amount} store credit for ${ret.rmaNumber}? It is added to the customer's account at once. ${closes}`,
            confirm: `Yes, issue ${amount} store credit`,
          }
    default:
      return {
        label: 'Reject',
        question: `Reject ${ret.rmaNumber}? The customer is told the reason you give. This cannot be undone.`,
        confirm: 'Yes, reject',
      }
  }
}

/**
 * The vendor's or admin's next steps on one return, each a small form that works without JavaScript.
 * Only the outcomes the policy and the customer's choice allow are offered (return-state.ts); the one the
 * customer chose is the primary action, and every step that closes the return asks first.
 */
export function ReturnActions({ ret, busy, errors }: { ret: HandledReturn; busy: boolean; errors?: Record<string, string | undefined> }) {
  if (ret.choices.length === 0) return null
  const id = (name: string) => `${name}-${ret.id}`
  const hidden = (move: ReturnMoveName) => (
    <>
      <input type="hidden" name="returnId" value={ret.id} />
      <input type="hidden" name="move" value={move} />
    </>
  )
  const outcomes = ret.choices.some((move) => move === 'replace' || move === 'refund' || move === 'credit')
  return (
    <div className="mt-3 border-t border-slate-100 pt-3">
      {outcomes ? (
        <p className="mb-2 text-sm text-slate-700">
          The customer chose <strong>{OUTCOME_LABELS[ret.chosenOutcome].toLowerCase()}</strong>.
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        {ret.choices.map((move) => {
          if (!FINAL_MOVES.includes(move))
            return (
              <Form key={move} method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
                {hidden(move)}
                {move === 'approve' ? (
                  <TextInput
                    id={id('pickup')}
                    name="pickupInstructions"
                    label={`Pickup instructions for ${ret.rmaNumber}`}
                    error={errors?.pickupInstructions}
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
                <button type="submit" disabled={busy} className="btn-primary">
                  {move === 'approve' ? 'Approve' : 'Mark received'}
                </button>
              </Form>
            )
          const words = finalWords(move, ret)
          return (
            <ConfirmAction
              key={move}
              label={words.label}
              question={words.question}
              confirmLabel={words.confirm}
              intent={move}
              busy={busy}
              tone={move === 'reject' ? 'danger' : move === ret.chosenMove ? 'primary' : 'neutral'}
              open={move === 'reject' && Boolean(errors?.rejectionReason)}
            >
              {hidden(move)}
              {move === 'reject' ? (
                <div className="mb-2">
                  <TextInput
                    id={id('reject')}
                    name="rejectionReason"
                    label={`Reason for rejecting ${ret.rmaNumber}`}
                    error={errors?.rejectionReason}
                  />
                </div>
              ) : null}
            </ConfirmAction>
          )
        })}
      </div>
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
