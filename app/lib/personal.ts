// The parts of a storefront page that are one shopper's own, where a shared page leaves room for them
// (decision 045): the name in the header's account menu and the cart count beside its cart icon.

export interface PersonalParts {
  /** The signed-in shopper's name (never empty: a nameless account's page is not shared). */
  name: string
  cartCount: number
}

/**
 * What a shared page is rendered with instead of one shopper's parts, then found and replaced in its
 * HTML and its hydration data. Neither can be anything a page shows of its own: the name token is no
 * word, and the count is no whole number (every count, price and quantity on a page is one).
 */
export const PERSONAL_PLACEHOLDERS: PersonalParts = { name: 'dd-shared-page-name-7f3c9a', cartCount: 271828.1828459 }
