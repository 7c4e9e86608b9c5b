/** The platform's own details, as the admin keeps them in /admin/settings. */
export interface BusinessDetails {
  legalName: string
  addressLine1: string
  addressLine2: string
  city: string
  state: string
  pincode: string
  phone: string
  phoneAlt: string
  email: string
}

/**
 * Who runs the marketplace, in every page's footer: legal name, head-office address (the shop has no
 * branch office), website and customer care, as Consumer Protection (E-Commerce) Rules 2020 rule 4(2)
 * asks (decision 041). A block of its own, so the footer's other lines can change around it.
 */
export function MarketplaceDisclosure({ business, site }: { business: BusinessDetails; site: string }) {
  const address = [business.addressLine1, business.addressLine2, `${business.city}, ${business.state} ${business.pincode}`]
    .filter(Boolean)
    .join(', ')
  return (
    <section aria-labelledby="operator-heading" className="text-sm leading-relaxed">
      <h2 id="operator-heading" className="text-sm font-semibold text-white">
        Marketplace operator
      </h2>
      <p className="mt-2">{business.legalName}</p>
      <p>Registered and head office (no branch offices): {address}</p>
      {site ? (
        <p>
          Website:{' '}
          <a href={site} className="inline-block py-0.5 underline hover:text-white">
            {site.replace(/^https?:\/\//, '')}
          </a>
        </p>
      ) : null}
      <p>
        Customer care:{' '}
        <a href={`tel:${business.phone.replace(/\s+/g, '')}`} className="inline-block py-0.5 underline hover:text-white">
          {business.phone}
        </a>
        {business.phoneAlt ? (
          <>
            ,{' '}
            <a href={`tel:${business.phoneAlt.replace(/\s+/g, '')}`} className="inline-block py-0.5 underline hover:text-white">
              {business.phoneAlt}
            </a>
          </>
        ) : null}
        ,{' '}
        <a href={`mailto:${business.email}`} className="inline-block py-0.5 underline hover:text-white">
          {business.email}
        </a>
      </p>
    </section>
  )
}
