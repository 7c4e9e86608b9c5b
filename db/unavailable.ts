/**
 * Whether an error means "the database cannot be reached or cannot take this now" (the request may
 * succeed a moment later) rather than a fault in the query or the data. Such errors are answered
 * with 503 and Retry-After instead of 500, and make the shop check its database until it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = String((e as { code?: unknown }).code ?? '')
    // PostgreSQL: 57P01-57P03 (administrator shutdown, crash shutdown, cannot connect now), 08xxx
    // (connection exceptions), 53300 (too many connections).
    if (/^(57P0[1-3]|08\w{3}|53300)$/.test(code)) return true
    // The socket: refused, reset, unreachable, timed out.
    if (/^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/.test(code)) return true
    // SQLite: another process holds the write lock past busy_timeout, or the file cannot be read or written.
    if (/^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|PROTOCOL)/.test(code)) return true
    const message = String((e as { message?: unknown }).message ?? '')
    // pg reports a dropped socket, or a connection attempt that timed out, in words without a code.
    if (/Connection terminated|Client has encountered a connection error/i.test(message)) return true
  }
  return false
}

/**
 * The pg pool stayed full for the whole connection wait: the database is there but this process is
 * asking more of it than its pool allows. That request gets a 503, but the shop is not marked away.
 */
export function isPoolSaturated(error: unknown): boolean {
  return /timeout exceeded when trying to connect/i.test(String((error as { message?: unknown })?.message ?? ''))
}
