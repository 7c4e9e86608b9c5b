/**
 * A session ends after 14 days unused (each day of use pushes that back) and, whatever the use, 30 days
 * after its sign-in: a stolen cookie cannot live for ever. The absolute end is checked on every request
 * (accounts.service.ts resolveActor); see decision 009.
 */
export const SESSION_IDLE_SECONDS = 60 * 60 * 24 * 14
export const SESSION_ABSOLUTE_SECONDS = 60 * 60 * 24 * 30
