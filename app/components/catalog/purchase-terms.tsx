import { Link } from 'react-router'
import { formatInr } from '#src/lib/money.ts'
import { FREE_DELIVERY_ABOVE_PAISE, REPLACEMENT_DAYS } from '#src/modules/content/browser.ts'

/**
 * Return, refund, warranty and delivery terms beside the buy button, as the E-Commerce Rules 2020
 * rule 5(3) asks a marketplace to show (decision 041). The full text is the refund policy.
 */
export function PurchaseTerms() {
  return (
    <section aria-labelledby="terms-heading" className="mt-6 rounded-lg border border-slate-200 p-4 text-sm text-slate-700">
      <h2 id="terms-heading" className="font-semibold text-slate-900">
        Delivery, returns and warranty
      </h2>
      <ul className="mt-2 space-y-2">
        <li>
          <span className="font-medium text-slate-900">Delivery:</span> free on orders above {formatInr(FREE_DELIVERY_ABOVE_PAISE)}; the
          date for your PIN code is shown above before you pay.
        </li>
        <li>
          <span className="font-medium text-slate-900">Returns:</span> {REPLACEMENT_DAYS}-day replacement for dead-on-arrival or defective
          items; a change of mind gets store credit or an exchange (software, consumables and built-to-order systems excepted).
        </li>
        <li>
          <span className="font-medium text-slate-900">Refunds:</span> to your original payment method when no replacement is possible or
          the order is cancelled before it ships.
        </li>
        <li>
          <span className="font-medium text-slate-900">Warranty:</span> the manufacturer’s, with a GST invoice for every order.
        </li>
      </ul>
      <Link to="/refund" className="mt-3 inline-block font-medium text-brand-700 underline">
        Read the full refund policy
      </Link>
    </section>
  )
}
