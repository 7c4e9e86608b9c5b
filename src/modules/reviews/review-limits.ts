// Kept apart from reviews.schemas.ts so the product page's form knows its limits without shipping Zod.
export const REVIEW_BODY = { min: 20, max: 2_000 } as const
export const REVIEW_TITLE_MAX = 100
