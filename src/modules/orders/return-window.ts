// The return window: a policy the returns and the books (a line is payable when it closes) both follow.

export const RETURN_WINDOW_DAYS = 7
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The last moment a return may be asked for: the end of the 7th calendar day after delivery in India's
 * time zone. Delivered at any time on 1 November (IST), the window closes at midnight IST between
 * 8 and 9 November: the delivery day itself does not count against the customer.
 */
export function returnWindowEnds(deliveredAt: Date): Date {
  const istDayStart = Math.floor((deliveredAt.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS
  return new Date(istDayStart + (RETURN_WINDOW_DAYS + 1) * DAY_MS - IST_OFFSET_MS)
}
