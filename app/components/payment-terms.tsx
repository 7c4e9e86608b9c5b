import { Link } from 'react-router'
import { STORE } from '#src/modules/content/browser.ts'

/**
 * The payment methods' terms at checkout, as Consumer Protection (E-Commerce) Rules 2020 rule 5(3)
 * asks a marketplace to show: the methods, their security, their fees (none) and how to get money
 * back through the bank (charge-back). Decision 041.
 */
export function PaymentTerms() {
  const supportEmail = STORE.emails.support
  return (
    <section aria-labelledby="payment-terms-heading" className="mt-4 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
      <h3 id="payment-terms-heading" className="font-semibold text-slate-900">
        Fees, security and getting your money back
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>No fee for any payment method: you pay the total shown, nothing more.</li>
        <li>
          UPI, cards and netbanking are paid on our payment gateway’s secure page (Razorpay’s or Stripe’s); we never see or keep your card
          number. Cash on delivery is paid to the courier.
        </li>
        <li>Money taken for a payment that failed goes back to you within 5 working days, as the Reserve Bank of India requires.</li>
        <li>
          Something wrong with a payment? Write to{' '}
          <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline">
            {supportEmail}
          </a>
          . If it is not put right, you can ask your card issuer or bank for a charge-back; we answer its questions and do not charge you
          for it. See the{' '}
          <Link to="/refund" className="font-medium text-brand-700 underline">
            refund policy
          </Link>
          .
        </li>
      </ul>
    </section>
  )
}
