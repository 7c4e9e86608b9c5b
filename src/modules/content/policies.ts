/**
 * When each legal page's text last changed, as ISO dates (a calendar day in India), shown as its 'Last Updated' line.
 *
 * Change a policy's date whenever you change its text, and only then: DESIGN.md replaces the spec's
 * "today's date", because a legal page that is dated today on every visit misleads the reader.
 */
export const POLICY_UPDATED = {
  privacy: '2026-11-26',
  terms: '2026-11-21',
  refund: '2026-11-25',
} as const

export type PolicyName = keyof typeof POLICY_UPDATED
