/**
 * The shop's own details as first shipped. The legal name, address, GSTIN, phones and emails are
 * edited in /admin/settings and kept in the database (src/modules/settings/store-details.service.ts);
 * these values are the default until an admin saves them.
 */
export const STORE = {
  name: 'Deccan Digital',
  legalName: 'Deccan Digital Retail Private Limited',
  address: {
    line1: '2nd Floor, Sai Chambers, 1184/4 Fergusson College Road',
    line2: 'Shivajinagar',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411005',
  },
  /** GSTIN: 27 is Maharashtra's state code. */
  gstin: '27AAKCD4821M1ZB',
  phones: ['+91 20 4567 8900', '+91 98230 45678'],
  emails: { support: 'support@deccandigital.in', sales: 'sales@deccandigital.in' },
  /**
   * The Grievance Officer (Consumer Protection (E-Commerce) Rules 2020, rule 4(4); DPDP Act s.8(10)):
   * shown in the footer, on /contact and in the privacy notice; the admin sets the real one in Settings.
   */
  grievanceOfficer: {
    name: 'Priya Joshi',
    designation: 'Grievance Officer',
    email: 'grievance@deccandigital.in',
    phone: '+91 20 4567 8901',
  },
  hours: { weekdays: 'Mon-Sat 10 AM-8 PM', sunday: 'Sunday closed' },
  map: {
    latitude: 18.5236,
    longitude: 73.8412,
  },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/deccandigital' },
    { name: 'Instagram', href: 'https://www.instagram.com/deccandigital' },
    { name: 'X', href: 'https://x.com/deccandigital' },
    { name: 'YouTube', href: 'https://www.youtube.com/@deccandigital' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/deccandigital' },
  ],
} as const

/** Free delivery is promised above this order value (spec section 9), in paise. */
export const FREE_DELIVERY_ABOVE_PAISE = 15_000 * 100
/** Replacement window for dead-on-arrival or defective items, in days. */
export const REPLACEMENT_DAYS = 7
export const MINIMUM_AGE = 18
export const POLICY_CHANGE_NOTICE_DAYS = 30
