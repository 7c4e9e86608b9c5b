import pino, { type DestinationStream, type Logger } from 'pino'
import pretty from 'pino-pretty'

export type { Logger }

export interface LoggerOptions {
  /**
   * One readable, coloured line per entry (pino-pretty), for a developer at a terminal. Otherwise JSON
   * lines, which is what a log collector reads and what tests and production keep.
   */
  pretty?: boolean
  /** Where entries go; stdout unless a test catches them. */
  destination?: DestinationStream
}

/** Structured logs on stdout; the level comes from configuration. */
export function createLogger(level: string, options: LoggerOptions = {}): Logger {
  const settings = {
    level,
    base: { service: 'deccan-digital' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], remove: true },
  }
  if (!options.pretty) return options.destination ? pino(settings, options.destination) : pino(settings)
  // Written as each entry is made, in this thread: a line is never lost to an exit, nor printed out of
  // order with what the process writes to the console itself.
  const stream = pretty({
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'hostname,service',
    ...(options.destination ? { destination: options.destination } : {}),
  })
  return pino(settings, stream)
}
