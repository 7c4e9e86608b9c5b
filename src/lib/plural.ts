const INDIAN = new Intl.NumberFormat('en-IN')

/**
 * A count and its noun as the shop writes them: "1 parcel", "0 parcels", "1,20,000 parcels". The
 * singular is for exactly one; a noun that does not just add an s gives its plural.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${INDIAN.format(count)} ${count === 1 ? singular : plural}`
}
