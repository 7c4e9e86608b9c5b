import { Link } from 'react-router'
import { EmailLink, LegalPage, type LegalSection, StoreAddress } from '#app/components/legal-page.tsx'
import { listedPageMeta } from '#app/lib/meta.ts'
import { formatInr } from '#src/lib/money.ts'
import {
  FREE_DELIVERY_ABOVE_PAISE,
  MINIMUM_AGE,
  POLICY_CHANGE_NOTICE_DAYS,
  POLICY_UPDATED,
  REPLACEMENT_DAYS,
  STORE,
} from '#src/modules/content/browser.ts'
import type { Route } from './+types/terms'

export function meta({ matches }: Route.MetaArgs) {
  return listedPageMeta(matches, {
    title: 'Terms & Conditions',
    description: `The terms for using the ${STORE.name} website and buying from it: accounts, orders, payment, delivery and warranty.`,
    path: '/terms',
  })
}

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    content: (
      <p>
        This website is run by {STORE.legalName} ("{STORE.name}", "we", "us"), {STORE.address.line1}, {STORE.address.line2},{' '}
        {STORE.address.city} {STORE.address.pincode}, {STORE.address.state}. These terms apply whenever you use the website or buy from it.
        By creating an account or placing an order, you agree to them, to our <Link to="/privacy">Privacy Policy</Link> and to our{' '}
        <Link to="/refund">Refund Policy</Link>.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use the shop',
    content: (
      <p>
        You must be <strong>{MINIMUM_AGE} years of age or older</strong> to create an account or place an order, and able to enter into a
        binding contract under Indian law. By using the shop, you confirm that you are.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <ul>
        <li>Give us accurate details and keep them up to date, especially your email address and delivery addresses.</li>
        <li>Keep your password secret. You are responsible for what happens under your account until you tell us it has been misused.</li>
        <li>
          Tell us straight away at <EmailLink address={STORE.emails.support} /> if you think someone else has used your account.
        </li>
        <li>We may suspend or close an account used for fraud, abuse of our staff or systems, or breach of these terms.</li>
      </ul>
    ),
  },
  {
    id: 'pricing',
    title: 'Products and prices',
    content: (
      <>
        <p>
          All prices are in Indian rupees (INR). Product prices are shown <strong>before GST</strong>: GST at 18% of the order's subtotal is
          added at checkout, and your invoice shows it separately. The total you pay is the one shown when you place the order, even if a
          price changes later.
        </p>
        <p>
          We describe products as accurately as we can, using the manufacturers' specifications. Pictures are illustrations, and a
          manufacturer may change a specification without notice. If we list a product at an obviously wrong price, we will tell you before
          shipping and you may either pay the correct price or cancel for a full refund.
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders and acceptance',
    content: (
      <>
        <p>
          Placing an order is an offer to buy. We reserve the stock as soon as you place it and send you a confirmation, and we accept the
          offer when we start processing the order; you can follow every step under <Link to="/orders">My Orders</Link>.
        </p>
        <p>
          We may decline or cancel an order, for example if a product turns out to be unavailable, the price was wrong, we cannot deliver to
          your PIN code, or we suspect fraud. If you have already paid, we refund you in full. You may cancel an order yourself until it is
          shipped, as our <Link to="/refund">Refund Policy</Link> explains.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    content: (
      <>
        <p>At checkout we offer the payment methods that are available at the time, which may include:</p>
        <ul>
          <li>
            <strong>Cash on delivery:</strong> you pay the courier when your order arrives. We may not offer it for every order value or PIN
            code, and may withdraw it from accounts that repeatedly refuse deliveries.
          </li>
          <li>
            <strong>Online payment:</strong> card, UPI or net banking through our payment provider. An order counts as paid only once the
            provider confirms the payment to us.
          </li>
        </ul>
        <p>
          If money leaves your account but the payment is not confirmed to us, your bank or the payment provider normally reverses it. If it
          has not come back within 7 working days, write to us with the payment reference and we will help.
        </p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    content: (
      <>
        <p>
          We deliver across India through courier partners, with tracking and insurance. Delivery is free on orders above{' '}
          {formatInr(FREE_DELIVERY_ABOVE_PAISE)}; any delivery charge on a smaller order is shown at checkout before you pay. Delivery dates
          are estimates and can slip because of weather, holidays or courier delays.
        </p>
        <p>
          Please check the parcel when it arrives. If it looks opened or damaged, refuse it or note this with the courier, take photographs
          and tell us within {REPLACEMENT_DAYS} days.
        </p>
      </>
    ),
  },
  {
    id: 'warranty',
    title: 'Warranty',
    content: (
      <p>
        Products carry their <strong>manufacturer's warranty</strong>, on the manufacturer's terms, and every order comes with a GST invoice
        that you will need to claim it. After our {REPLACEMENT_DAYS}-day replacement window (see the <Link to="/refund">Refund Policy</Link>
        ), warranty claims are handled by the brand's authorised service centres; we are glad to help you reach them. We do not add a
        warranty of our own.
      </p>
    ),
  },
  {
    id: 'vendors',
    title: 'Vendors on our marketplace',
    content: (
      <>
        <p>
          Some products are listed by partner vendors. You buy them through {STORE.name} in the same checkout, and our support, Refund
          Policy and these terms apply to every order, whoever listed the product.
        </p>
        <p>
          Vendors who register with us agree to sell only genuine, new products with valid invoices and warranties, to keep their listings,
          prices and stock accurate, and to ship orders promptly. We may remove listings or suspend vendor accounts that break these rules.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Using the website',
    content: (
      <p>
        Do not misuse the website: no fraudulent orders, no attempts to break into accounts or our systems, and no automated scraping or
        load that harms the service. Our content, logo and design belong to {STORE.legalName}; brand names and product images belong to
        their owners.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    content: (
      <>
        <p>
          To the extent the law allows, our total liability for any order is limited to the amount you paid for it, and we are not liable
          for indirect or consequential losses, such as lost profits or lost business. Please back up your data: we are not responsible for
          data on a device that is returned, replaced or repaired.
        </p>
        <p>
          Nothing in these terms limits your rights under the Consumer Protection Act, 2019, or any liability that Indian law does not allow
          us to limit.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may change these terms. We will give you at least <strong>{POLICY_CHANGE_NOTICE_DAYS} days' notice</strong> of any material
        change, by email to account holders and on this page, before it takes effect. Orders placed before a change stay under the terms
        that applied when you placed them.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and jurisdiction',
    content: (
      <p>
        These terms are governed by the <strong>laws of India</strong>. Subject to your rights as a consumer, the courts at{' '}
        <strong>Pune, Maharashtra</strong> have exclusive jurisdiction over any dispute arising from these terms or from your use of the
        shop.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <>
        <p>
          Questions about these terms? Email <EmailLink address={STORE.emails.support} />, call {STORE.phones[0]} ({STORE.hours.weekdays}),
          use our <Link to="/contact">contact form</Link>, or write to:
        </p>
        <StoreAddress />
        <p>
          For complaints, our Grievance Officer can be reached as described in the{' '}
          <Link to="/privacy#grievance-officer">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
]

export default function TermsAndConditions() {
  return (
    <LegalPage title="Terms & Conditions" updated={POLICY_UPDATED.terms} sections={SECTIONS}>
      <p>
        Please read these terms before you shop with us. They are written to be clear rather than clever: if anything is unclear, ask us and
        we will explain.
      </p>
    </LegalPage>
  )
}
