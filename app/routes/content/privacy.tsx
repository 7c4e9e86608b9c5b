import { Link } from 'react-router'
import { EmailLink, LegalPage, type LegalSection, StoreAddress } from '#app/components/legal-page.tsx'
import { listedPageMeta } from '#app/lib/meta.ts'
import { MINIMUM_AGE, POLICY_CHANGE_NOTICE_DAYS, POLICY_UPDATED, STORE } from '#src/modules/content/browser.ts'
import type { Route } from './+types/privacy'

export function meta({ matches }: Route.MetaArgs) {
  return listedPageMeta(matches, {
    title: 'Privacy Policy',
    description: `What personal data ${STORE.name} collects, why, who it is shared with, and how to exercise your rights.`,
    path: '/privacy',
  })
}

const SECTIONS: readonly LegalSection[] = [
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
    title: 'What we collect',
    content: (
      <>
        <p>We collect only what we need to run the shop:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address and password. We store the password only as a one-way hash, so nobody
            at {STORE.name} can read it.
          </li>
          <li>
            <strong>Orders:</strong> the products you buy, quantities, prices, GST, the payment method you chose, payment and delivery
            status, and the history of each order.
          </li>
          <li>
            <strong>Delivery addresses:</strong> the recipient's name, phone number, address, city, state and PIN code.
          </li>
          <li>
            <strong>Messages to us:</strong> the name, email address, subject and message you send through the contact form or by email.
          </li>
          <li>
            <strong>Newsletter:</strong> your email address, if you subscribe.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser type and the pages requested, which our servers record in their logs.
          </li>
        </ul>
        <p>
          We never see or store your card number, CVV, UPI PIN or net-banking password. Online payments are handled by our payment provider,
          which tells us only whether a payment succeeded, with its reference number.
        </p>
      </>
    ),
  },
  {
    id: 'why-we-use-it',
    title: 'Why we use it',
    content: (
      <>
        <ul>
          <li>To create your account, sign you in and keep the account secure.</li>
          <li>To take, deliver and invoice your orders, and to handle cancellations, returns, refunds and warranty claims.</li>
          <li>To answer your messages and send the emails an order needs, such as confirmations and password resets.</li>
          <li>To send our newsletter, only if you asked for it. You can unsubscribe at any time.</li>
          <li>To prevent fraud and misuse, and to keep the website working and secure.</li>
          <li>To meet our legal duties, such as keeping GST invoices and accounting records.</li>
        </ul>
        <p>
          We use your data for these purposes only, either because you gave it to us for that purpose or because the law requires us to. We
          do not sell your personal data and we do not build advertising profiles.
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
        <li>Account details: while your account is open. When you close it, we delete them within 30 days.</li>
        <li>Orders, invoices and payment records: for as long as Indian tax and accounting laws require, currently up to eight years.</li>
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
        work can see it. If a personal data breach affects you, we will tell you and the Data Protection Board of India, as the law
        requires.
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
          To use any of these rights, email <EmailLink address={STORE.emails.support} /> from the address on your account. We may ask you to
          confirm your identity, and we reply within 30 days.
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
    title: 'Grievance Officer and contact',
    content: (
      <>
        <p>For questions, requests or complaints about your personal data, write to our Grievance Officer:</p>
        <p>
          Email: <EmailLink address={STORE.emails.support} /> (subject: "Privacy")
        </p>
        <StoreAddress attention="Grievance Officer" />
        <p>
          We acknowledge complaints within 48 hours and aim to resolve them within 30 days. If you are not satisfied with our answer, you
          may complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
]

export default function PrivacyPolicy() {
  return (
    <LegalPage title="Privacy Policy" updated={POLICY_UPDATED.privacy} sections={SECTIONS}>
      <p>
        Your privacy matters to us. This policy explains, in plain language, what personal data {STORE.name} collects when you use our
        website, why we collect it, who we share it with and the choices you have.
      </p>
    </LegalPage>
  )
}
