import { Link } from 'react-router'
import { type GrievanceOfficer, grievanceOfficerOf } from '#app/components/grievance-officer.tsx'
import { EmailLink, LegalPage, type LegalSection, StoreAddress } from '#app/components/legal-page.tsx'
import { services } from '#app/context.ts'
import { listedPageMeta } from '#app/lib/meta.ts'
import { MINIMUM_AGE, POLICY_CHANGE_NOTICE_DAYS, POLICY_UPDATED, STORE } from '#src/modules/content/browser.ts'
import { GST_RETENTION_MONTHS, RIGHTS_RESPONSE_DAYS } from '#src/modules/privacy/browser.ts'
import { getStoreDetails } from '#src/modules/settings/index.ts'
import type { Route } from './+types/privacy'

export function meta({ matches }: Route.MetaArgs) {
  return listedPageMeta(matches, {
    title: 'Privacy Policy',
    description: `What personal data ${STORE.name} collects, why, who it is shared with, and how to exercise your rights.`,
    path: '/privacy',
  })
}

/** The Grievance Officer the admin keeps in /admin/settings: the notice names them (DPDP Rules 2025, rule 3). */
export async function loader({ context }: Route.LoaderArgs) {
  return { officer: grievanceOfficerOf(await getStoreDetails(services(context))) }
}

/**
 * Each item of personal data with its purpose (DPDP Rules 2025, rule 3(b)): what, why, and on what ground
 * (given for that use, or needed by law).
 */
const DATA_ITEMS = [
  [
    'Name, email address, password (as a one-way hash)',
    'To create your account, sign you in and keep it secure.',
    'You give it for this use',
  ],
  ['Delivery addresses and phone numbers', 'To deliver your orders; the courier calls the phone if needed.', 'You give it for this use'],
  [
    'Orders: products, prices, GST, payment method and status, history',
    'To take, deliver and invoice orders, and to handle cancellations, returns and refunds.',
    'You give it for this use; GST law requires the invoices',
  ],
  [
    'GSTIN and business name (business buyers only)',
    'To issue a GST invoice on which you can claim input tax credit.',
    'You give it for this use; GST law',
  ],
  ['Returns: reason, description and photos', 'To decide and carry out a return, replacement or refund.', 'You give it for this use'],
  ['Reviews: rating, text, the name shown', 'To show other shoppers your review.', 'You give it for this use'],
  [
    'Complaints: your name, email, phone and messages',
    'To answer and resolve your complaint within the time the law sets.',
    'You give it for this use; E-Commerce Rules 2020',
  ],
  ['Messages through the contact form', 'To answer you.', 'You give it for this use'],
  [
    'Email address for offers and the newsletter',
    'To send them, only if you ticked the box or subscribed.',
    'Your consent, withdrawable at any time',
  ],
  [
    'IP address, browser, pages requested (server logs)',
    'To keep the website working and secure, and to stop misuse.',
    'Needed to run the service',
  ],
] as const

const sectionsFor = (officer: GrievanceOfficer): readonly LegalSection[] => [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <p>
        This website is run by {STORE.legalName} ("{STORE.name}", "we", "us"), based in {STORE.address.city}, India. We decide why and how
        your personal data is used, which makes us the Data Fiduciary under India's Digital Personal Data Protection Act, 2023. This policy
        covers everything you do on our website: browsing, creating an account, shopping, writing to us and subscribing to our newsletter.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect and why',
    content: (
      <>
        <p>Each item of personal data we hold, what we use it for, and why we may:</p>
        <ul>
          {DATA_ITEMS.map(([item, purpose, ground]) => (
            <li key={item}>
              <strong>{item}:</strong> {purpose} <em>({ground}.)</em>
            </li>
          ))}
        </ul>
        <p>
          We never see or store your card number, CVV, UPI PIN or net-banking password. Online payments are handled by our payment provider,
          which tells us only whether a payment succeeded, with its reference number. We use your data for these purposes only. We do not
          sell it and we do not build advertising profiles.
        </p>
      </>
    ),
  },
  {
    id: 'consent',
    title: 'Your consent and how to withdraw it',
    content: (
      <>
        <p>
          We ask for your consent only for offers by email and the newsletter, each by a box you tick yourself (never ticked for you) or a
          form you send. We record what you agreed to, under which version of this notice, and when.
        </p>
        <p>
          Withdrawing is as easy as giving: use the unsubscribe link in any such email (no sign-in needed), or switch it off in{' '}
          <Link to="/account/privacy">My privacy</Link>. It stops at once; what we did before stays lawful.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>We share the smallest amount of data each party needs to do its job:</p>
        <ul>
          <li>
            <strong>Courier partners:</strong> the recipient's name, phone number and delivery address, so they can deliver your parcel or
            collect a return.
          </li>
          <li>
            <strong>Payment providers:</strong> the order amount and reference, and the email address or phone number the payment page
            needs.
          </li>
          <li>
            <strong>Partner vendors:</strong> when you buy a product listed by one of our partner vendors, the order details and delivery
            address they need to fulfil and support it.
          </li>
          <li>
            <strong>Service providers</strong> who host our website and deliver our email, under contracts that let them use the data only
            on our behalf.
          </li>
          <li>
            <strong>Government authorities,</strong> when Indian law requires it, such as a valid request from a court or a tax authority.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <>
        <p>We use only cookies the website needs to work, each for one purpose:</p>
        <ul>
          <li>
            <strong>Session</strong>: keeps you signed in; it ends when you sign out or when the session expires.
          </li>
          <li>
            <strong>Cart</strong>: keeps the cart of a visitor who has not signed in, for 30 days.
          </li>
          <li>
            <strong>Sign-in device</strong>: remembers, for 180 days, that this browser has signed in to your account, so that if someone
            keeps guessing your password elsewhere we still let you in from here. It holds a random number and a signature, not your email
            or password.
          </li>
          <li>
            <strong>Delivery PIN</strong> and <strong>compare list</strong>: the PIN code you checked delivery for (a year) and the products
            you are comparing (30 days).
          </li>
        </ul>
        <p>The session, cart and sign-in device cookies cannot be read by scripts on the page.</p>
        <p>
          We do not use advertising cookies, tracking pixels or third-party trackers. If you block cookies you can still browse, but you
          cannot sign in or check out.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <ul>
        <li>Account details: while your account is open. When you delete it, they are erased at once.</li>
        <li>
          Tax invoices, credit notes and the order records behind them: {GST_RETENTION_MONTHS} months from the due date of the annual GST
          return of their year (CGST Act 2017, section 36), even if you delete your account; then they are erased.
        </li>
        <li>Delivery addresses: while your account is open, and with each order for as long as the order record is kept.</li>
        <li>Contact messages: for two years after we have answered them, so we can follow up on your case.</li>
        <li>Newsletter email address: until you unsubscribe.</li>
        <li>Server logs: for up to 90 days, unless we need them longer to investigate a security incident.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    content: (
      <p>
        Our website uses encrypted connections (HTTPS), passwords are stored only as hashes, and only staff who need your data for their
        work can see it. If a personal data breach affects you, we tell you without delay: what happened, what it may mean for you, what we
        are doing and what you can do, and whom to contact. We tell the Data Protection Board of India too, with a full report within 72
        hours (DPDP Rules 2025, rule 7).
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>Under the Digital Personal Data Protection Act, 2023, you have the right to:</p>
        <ul>
          <li>
            <strong>Access:</strong> get a summary of the personal data we hold about you and of whom we have shared it with.
          </li>
          <li>
            <strong>Correction:</strong> have inaccurate or incomplete data corrected or updated.
          </li>
          <li>
            <strong>Deletion:</strong> have your data erased when it is no longer needed, except records the law requires us to keep, such
            as invoices.
          </li>
          <li>
            <strong>Withdraw consent:</strong> for example by unsubscribing from the newsletter. This does not affect what we did before.
          </li>
          <li>
            <strong>Grievance redressal:</strong> complain to our Grievance Officer, and then to the Data Protection Board of India.
          </li>
          <li>
            <strong>Nominate</strong> someone to exercise these rights for you in the event of your death or incapacity.
          </li>
        </ul>
        <p>
          Signed in, use <Link to="/account/privacy">My privacy</Link>: download all your data, find where to correct it, switch consents
          off, or delete your account. Or write to our Grievance Officer (below) from the address on your account. We may ask you to confirm
          your identity, and we answer every request within {RIGHTS_RESPONSE_DAYS} days.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        You must be {MINIMUM_AGE} or older to create an account or buy from us (see our <Link to="/terms">Terms & Conditions</Link>). We do
        not knowingly collect personal data from anyone younger. If you believe a child has given us their data, write to us and we will
        delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        When we change this policy, we update the date at the top of this page. For material changes, we tell account holders by email at
        least {POLICY_CHANGE_NOTICE_DAYS} days before they take effect.
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer and how to complain',
    content: (
      <>
        <p>For questions, requests or complaints about your personal data, write to or call our Grievance Officer:</p>
        <p>
          {officer.name}, {officer.designation}
          <br />
          Email: <EmailLink address={officer.email} />
          <br />
          Phone: <a href={`tel:${officer.phone.replace(/[\s-]+/g, '')}`}>{officer.phone}</a>
        </p>
        <StoreAddress attention={officer.name} />
        <p>
          Or <Link to="/complaints">file a complaint</Link>: you get a ticket number at once. We answer within {RIGHTS_RESPONSE_DAYS} days
          at the latest (a complaint about an order or the shop is acknowledged within 48 hours and resolved within one month). If you are
          not satisfied with our answer, you may complain to the Data Protection Board of India (section 13 of the Act).
        </p>
      </>
    ),
  },
]

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage title="Privacy Policy" updated={POLICY_UPDATED.privacy} sections={sectionsFor(loaderData.officer)}>
      <p>
        Your privacy matters to us. This policy explains, in plain language, what personal data {STORE.name} collects when you use our
        website, why we collect it, who we share it with and the choices you have.
      </p>
    </LegalPage>
  )
}
