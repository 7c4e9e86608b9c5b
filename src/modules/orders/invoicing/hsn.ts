import type { Category } from '#src/modules/catalog/browser.ts'

/**
 * The HSN code a tax invoice shows for each category the shop sells (GST rules ask for 4 digits below
 * ₹5 crore of turnover, 6 above; the 4-digit heading is right for every product of these categories).
 * A `Record` over the categories: a new category without its code does not compile.
 *   8471: automatic data processing machines and units thereof (laptops, including gaming laptops,
 *         are 8471 30; desktops are 8471 41, 49 or 50 by how they are built, so the heading is used).
 */
export const HSN_BY_CATEGORY: Record<Category, string> = {
  Laptop: '8471',
  'Gaming Laptop': '8471',
  Desktop: '8471',
}

export function hsnFor(category: string): string {
  const code = HSN_BY_CATEGORY[category as Category]
  if (!code) throw new Error(`No HSN code for the category "${category}"`)
  return code
}
