import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { FormAlert } from '#app/components/form-bits.tsx'
import { formatInr } from '#src/lib/money.ts'

/** What the pay page's loader hands over for a Stripe order (startStripePayment's checkout). */
export interface StripePageCheckout {
  publishableKey: string
  jsUrl: string
  clientSecret: string
  amountPaise: number
  intentStatus: string
}

type Confirmed = { error?: { message?: string }; paymentIntent?: { status?: string } }
interface StripeJs {
  elements(options: { clientSecret: string }): { create(type: 'payment'): { mount(host: HTMLElement): void } }
  confirmPayment(options: { elements: unknown; confirmParams: { return_url: string }; redirect: 'if_required' }): Promise<Confirmed>
}

/** How long the page waits for Stripe's webhook to mark the order paid before it says so. */
const CONFIRM_TRIES = 60

function loadScript(src: string): Promise<void> {
  const w = window as unknown as { Stripe?: unknown }
  if (w.Stripe) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.onload = () => resolve()
    script.onerror = () => reject(new Error('Stripe.js did not load'))
    document.head.append(script)
  })
}

/**
 * Stripe's Payment Element for the order's PaymentIntent. The card details go to Stripe, never here; and
 * the page never marks the order paid: after Stripe confirms, it waits for the order to turn paid, which
 * only Stripe's signed webhook does, and then shows the confirmation.
 */
export function StripePayment({ checkout, orderId }: { checkout: StripePageCheckout; orderId: string }) {
  const host = useRef<HTMLDivElement>(null)
  const stripe = useRef<{ js: StripeJs; elements: unknown } | null>(null)
  const taken = checkout.intentStatus === 'succeeded' || checkout.intentStatus === 'processing'
  const [phase, setPhase] = useState<'loading' | 'ready' | 'paying' | 'confirming' | 'late'>(taken ? 'confirming' : 'loading')
  const [message, setMessage] = useState<string>()
  const navigate = useNavigate()

  useEffect(() => {
    if (taken) return
    let gone = false
    loadScript(checkout.jsUrl).then(
      () => {
        const factory = (window as unknown as { Stripe?: (key: string) => StripeJs }).Stripe
        if (gone || !host.current || !factory) return
        const js = factory(checkout.publishableKey)
        const elements = js.elements({ clientSecret: checkout.clientSecret })
        elements.create('payment').mount(host.current)
        stripe.current = { js, elements }
        setPhase('ready')
      },
      () => setMessage('The payment form did not load. Please check your connection and reload this page.'),
    )
    return () => {
      gone = true
    }
  }, [taken, checkout.jsUrl, checkout.publishableKey, checkout.clientSecret])

  useEffect(() => {
    if (phase !== 'confirming') return
    let stopped = false
    let tries = 0
    const check = async () => {
      tries += 1
      try {
        const response = await fetch(`/api/v1/orders/${encodeURIComponent(orderId)}`, { headers: { accept: 'application/json' } })
        const body = (await response.json()) as { order?: { paymentStatus?: string } }
        if (!stopped && body.order?.paymentStatus === 'paid') return void navigate(`/order-confirmation?orderId=${orderId}`)
      } catch {
        // A dropped request is asked again on the next round.
      }
      if (stopped) return
      if (tries >= CONFIRM_TRIES) setPhase('late')
      else setTimeout(check, 1000)
    }
    void check()
    return () => {
      stopped = true
    }
  }, [phase, orderId, navigate])

  const pay = async () => {
    const current = stripe.current
    if (!current) return
    setPhase('paying')
    setMessage(undefined)
    const result = await current.js.confirmPayment({
      elements: current.elements,
      // Only for payment methods that leave the page (a bank's page): Stripe sends the shopper back here.
      confirmParams: { return_url: `${window.location.origin}/pay/${orderId}` },
      redirect: 'if_required',
    })
    if (result.error) {
      setMessage(`${result.error.message ?? 'The payment failed.'} Nothing was charged. You can try again.`)
      setPhase('ready')
      return
    }
    setPhase('confirming')
  }

  const waiting = phase === 'confirming' || phase === 'late'
  return (
    <div className="mt-6 space-y-4">
      <FormAlert message={message} />
      {waiting ? null : <div ref={host} className="min-h-24" />}
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {phase === 'loading' && !message ? 'Loading the secure payment form from Stripe...' : null}
        {phase === 'confirming' ? 'Payment sent. Waiting for Stripe to confirm it: this page moves on by itself.' : null}
        {phase === 'late'
          ? 'Stripe has not confirmed the payment yet. If it was taken, the order is marked paid as soon as Stripe tells us: reload this page in a minute.'
          : null}
      </p>
      {waiting ? null : (
        <button type="button" className="btn-primary w-full" onClick={() => void pay()} disabled={phase !== 'ready'}>
          {phase === 'paying' ? 'Paying...' : `Pay ${formatInr(checkout.amountPaise)}`}
        </button>
      )}
    </div>
  )
}
