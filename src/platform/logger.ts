import pino, { type Logger } from 'pino'

export type { Logger }

/** Structured JSON logs on stdout; the level comes from configuration. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'deccan-digital' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], remove: true },
  })
}
