export interface GrievanceOfficer {
  name: string
  designation: string
  email: string
  phone: string
}

/** The Grievance Officer's fields of the store's details (kept in /admin/settings). */
export const grievanceOfficerOf = (store: {
  grievanceName: string
  grievanceDesignation: string
  grievanceEmail: string
  grievancePhone: string
}) => ({
  name: store.grievanceName,
  designation: store.grievanceDesignation,
  email: store.grievanceEmail,
  phone: store.grievancePhone,
})

/** Name, designation, email and phone (E-Commerce Rules 2020, rule 4(4)), for the footer, /contact and /complaints. */
export function GrievanceOfficerLines({
  officer,
  className = 'inline-block py-0.5 text-brand-700 underline',
}: {
  officer: GrievanceOfficer
  className?: string
}) {
  return (
    <p className="mt-1 text-sm">
      {officer.name}, {officer.designation}
      <br />
      <a href={`mailto:${officer.email}`} className={className}>
        {officer.email}
      </a>
      <br />
      <a href={`tel:${officer.phone.replace(/[\s-]+/g, '')}`} className={className}>
        {officer.phone}
      </a>
    </p>
  )
}
