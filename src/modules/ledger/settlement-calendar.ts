/**
 * Settlement runs weekly: each Monday at 00:00 in India (Sunday 18:30 UTC) closes the week before.
 * India keeps no daylight saving, so the offset is fixed.
 */
const IST_MS = 330 * 60_000
const DAY_MS = 86_400_000

/** The most recent cut-off at or before `now`. */
export function settlementCutoff(now: Date): Date {
  const local = new Date(now.getTime() + IST_MS)
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())
  const sinceMonday = (local.getUTCDay() + 6) % 7
  return new Date(midnight - sinceMonday * DAY_MS - IST_MS)
}

/** The next cut-off after `now`: when a seller's next statement is made. */
export function nextSettlement(now: Date): Date {
  return new Date(settlementCutoff(now).getTime() + 7 * DAY_MS)
}

/** The cut-off's date in India, YYMMDD, for statement numbers. */
export function cutoffStamp(cutoff: Date): string {
  return new Date(cutoff.getTime() + IST_MS).toISOString().slice(2, 10).replaceAll('-', '')
}

/**
 * The settlement that pays a line payable at `payableAt`: the first cut-off after it, unless that week
 * was already settled (the line was posted after its run), then the first after the latest run.
 */
export function settlementFor(payableAt: Date, lastRunCutoff: Date | null): Date {
  const from = lastRunCutoff && lastRunCutoff.getTime() > payableAt.getTime() ? lastRunCutoff : payableAt
  return nextSettlement(from)
}
