import { Link } from 'react-router'
import { EmailLink, LegalPage, type LegalSection, StoreAddress } from '#app/components/legal-page.tsx'
import { listedPageMeta } from '#app/lib/meta.ts'
import { formatInr } from '#src/lib/money.ts'
import { FREE_DELIVERY_ABOVE_PAISE, POLICY_UPDATED, REPLACEMENT_DAYS, STORE } from '#src/modules/content/browser.ts'
import type { Route } from './+types/refund'

export function meta({ matches }: Route.MetaArgs) {
  return listedPageMeta(matches, {
    title: 'Refund Policy',
    description: `${REPLACEMENT_DAYS}-day replacement for dead-on-arrival or defective items, cancellations, refunds and how to return a product to ${STORE.name}.`,
    path: '/refund',
  })
}

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'replacement',
    title: 'Dead-on-arrival or defective items',
    content: (
      <>
        <p>
          If a product is <strong>dead on arrival</strong> (it does not power on or work out of the box), turns out to be{' '}
          <strong>defective</strong>, or is not the item you ordered, ask for a return within{' '}
          <strong>{REPLACEMENT_DAYS} days of delivery</strong> and we will replace it with the same product, free of charge, once our
          inspection confirms the fault.
        </p>
        <p>
          If we cannot replace it, for example because the product is out of stock or discontinued, we <strong>refund</strong> the price you
          paid for it instead. If you prefer, we can offer an equivalent product, but only with your agreement.
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancelling an order',
    content: (
      <p>
        You can cancel an order at any time <strong>before it is shipped</strong>: open it in <Link to="/orders">My Orders</Link> and choose{' '}
        <strong>Cancel Order</strong>. We refund everything you paid, including any delivery charge, and any store credit you used goes back
        to your account. Once an order has been shipped it can no longer be cancelled; if you no longer want it, the change-of-mind rules
        below apply.
      </p>
    ),
  },
  {
    id: 'change-of-mind',
    title: 'Change of mind',
    content: (
      <>
        <p>
          If you simply change your mind, we do not give a cash refund, but we offer <strong>store credit</strong> for the price of the
          product or an <strong>exchange</strong> for another product (you pay or we refund the difference), whichever you choose when you
          ask for the return. If the product you want in exchange cannot be sent, we give you store credit instead. To qualify, the product
          must be:
        </p>
        <ul>
          <li>reported to us within {REPLACEMENT_DAYS} days of delivery;</li>
          <li>unused, in its original packaging with the manufacturer's seal intact;</li>
          <li>complete, with all accessories, manuals, free gifts and the invoice;</li>
          <li>not on the list of non-returnable items below.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'shipping-charges',
    title: 'Shipping charges',
    content: (
      <p>
        <strong>Shipping charges are non-refundable</strong> once an order has been shipped, including when a product is replaced, refunded
        or exchanged. Orders above {formatInr(FREE_DELIVERY_ABOVE_PAISE)} ship free.
      </p>
    ),
  },
  {
    id: 'return-process',
    title: 'How to return a product',
    content: (
      <>
        <p>
          Returns are made on this website, from your order, and each one gets a <strong>return-authorization (RMA) number</strong> at once.
          We cannot accept parcels sent back without one.
        </p>
        <ol>
          <li>
            <strong>Ask for the return</strong> within {REPLACEMENT_DAYS} days of delivery: sign in, open the order in{' '}
            <Link to="/orders">My Orders</Link> and choose <strong>Return an item</strong> (the order page shows the last day you can).
            Choose the item and quantity, the reason and what you would like, describe the problem, and add up to three photos; for a fault,
            a photo of it and of the serial number label helps.
          </li>
          <li>
            <strong>Get your RMA number.</strong> It is shown as soon as you send the request, and emailed to you. Your order page shows
            where the return stands.
          </li>
          <li>
            <strong>Approval.</strong> The seller checks your request, usually within one working day. Once approved, your order page and an
            email give the pickup instructions; if it is not approved, they say why.
          </li>
          <li>
            <strong>Pack the product</strong> in its original box with all accessories, cables, manuals, free gifts and a copy of the
            invoice, and write the RMA number on the outer packaging. Back up and remove your data, and remove any passwords or locks.
          </li>
          <li>
            <strong>Courier pickup.</strong> A courier collects it from your delivery address, as the pickup instructions say. Keep the
            pickup receipt.
          </li>
          <li>
            <strong>Inspection.</strong> We inspect the product within 2 working days of receiving it. Some faults need the manufacturer's
            service centre to confirm them, which can take longer; we keep you informed.
          </li>
          <li>
            <strong>Outcome.</strong> You get what you chose: a replacement shipped (or, if it cannot be replaced, a refund), store credit
            added to your account, or an exchange. We email you, and the order's timeline shows it; a refund or store credit comes with a
            GST credit note on the order page. If the return does not qualify, for example because of physical damage, we send the product
            back to you.
          </li>
        </ol>
        <p>Store credit is spent at checkout: it pays for as much of your next order as it covers.</p>
      </>
    ),
  },
  {
    id: 'refund-payment',
    title: 'How and when refunds are paid',
    content: (
      <>
        <ul>
          <li>
            <strong>Online payments</strong> (card, UPI, net banking) are refunded to the <strong>original payment method</strong>.
          </li>
          <li>
            <strong>Cash on delivery</strong> orders are refunded by <strong>bank transfer</strong> (NEFT or IMPS) to an account in the
            buyer's name; we ask you for the account details.
          </li>
        </ul>
        <p>
          We start the refund within <strong>5 to 7 working days</strong> of approving it. Your bank may take a few more working days to
          show the money in your account.
        </p>
      </>
    ),
  },
  {
    id: 'non-returnable',
    title: 'Non-returnable items',
    content: (
      <>
        <p>These items cannot be returned for a change of mind, and are replaced only if they are dead on arrival or defective:</p>
        <ul>
          <li>software, licence keys and subscriptions, once activated or once the key has been revealed;</li>
          <li>consumables, such as printer ink and toner, thermal paste and cleaning kits;</li>
          <li>opened hygiene accessories, such as earphones, in-ear headsets and earbuds;</li>
          <li>customised or built-to-order systems, including PCs assembled to your configuration.</li>
        </ul>
        <p>We cannot accept any return, for any reason, of items that:</p>
        <ul>
          <li>have physical damage, liquid damage or burn marks that were not there on delivery;</li>
          <li>have a missing, altered or tampered serial number, or a broken warranty seal;</li>
          <li>have been repaired or modified by anyone other than the manufacturer's authorised service centre.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'warranty',
    title: `After ${REPLACEMENT_DAYS} days: warranty`,
    content: (
      <p>
        After the {REPLACEMENT_DAYS}-day window, faults are covered by the <strong>manufacturer's warranty</strong> and handled by the
        brand's authorised service centres. Keep your GST invoice: you need it to claim. We are happy to help you find the right service
        centre and raise the claim.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <>
        <p>
          For help with a return or a refund, email <EmailLink address={STORE.emails.support} /> or call {STORE.phones[0]} (
          {STORE.hours.weekdays}, {STORE.hours.sunday}), with your order number and RMA number. Our address:
        </p>
        <StoreAddress />
        <p>
          This policy is part of our <Link to="/terms">Terms & Conditions</Link>.
        </p>
      </>
    ),
  },
]

export default function RefundPolicy() {
  return (
    <LegalPage title="Refund Policy" updated={POLICY_UPDATED.refund} sections={SECTIONS}>
      <p>We want you to be happy with what you buy. In short:</p>
      <ul>
        <li>{REPLACEMENT_DAYS}-day replacement for dead-on-arrival or defective items, or a refund if we cannot replace them.</li>
        <li>Cancel before shipping for a full refund.</li>
        <li>Changed your mind? Store credit or an exchange.</li>
        <li>Shipping charges are non-refundable.</li>
        <li>Every return has a return-authorization (RMA) number: ask for a return from My Orders and you get it at once.</li>
      </ul>
    </LegalPage>
  )
}
