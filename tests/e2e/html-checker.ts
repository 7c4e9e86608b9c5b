import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** The Nu HTML Checker (the W3C's validator) as the npm registry's `vnu-jar` ships it; run with the machine's Java. */
/**
 * A short run of the checker: the client compiler only and one garbage collector thread. The JVM's
 * defaults (its optimising compiler and G1's threads) cost five times the CPU on a batch of pages that is
 * checked in seconds (decision 055). The checker's schemas recurse deeply: the client compiler's frames
 * need a larger stack than the default.
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m']
const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar')

export interface CheckedPage {
  /** How the failure names the page: its path, and for whom or in which state it was taken. */
  name: string
  html: string
}

export interface HtmlReport {
  /** Each page's errors, one line each ("line 12: message — extract"); pages without any are left out. */
  errors: Record<string, string[]>
  /** The checker's warnings (not errors): reported, not failed on. */
  warnings: Record<string, string[]>
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  message: string
  lastLine?: number
  extract?: string
}

/**
 * What the checker reports against the HTML standard as it now reads, each with where the standard says
 * otherwise. Matched on the message and the markup it quotes, so nothing else with the same message passes.
 */
const CHECKER_BEHIND_THE_STANDARD = [
  {
    // The standard's `blocking` attribute applies to `rel=expect` as to `stylesheet`; its example is
    // this very link (https://html.spec.whatwg.org/multipage/links.html#link-type-expect). vnu-jar
    // 26.9.27 knows only stylesheets. The storefront's pages use it (decision 051).
    message: 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    extract: /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/,
  },
]

const behindTheStandard = (message: VnuMessage) =>
  CHECKER_BEHIND_THE_STANDARD.some((gap) => message.message === gap.message && gap.extract.test(message.extract ?? ''))

/**
 * Checks every page in one run of the checker (one Java start for all of them) and sorts its
 * messages by page. Informational notes (such as React's `<link … />` trailing slashes) are neither
 * errors nor warnings and are dropped.
 */
export function checkHtml(pages: CheckedPage[]): HtmlReport {
  const dir = mkdtempSync(path.join(tmpdir(), 'deccan-html-'))
  try {
    const files = pages.map((page, i) => {
      const file = path.join(dir, `${String(i).padStart(3, '0')}.html`)
      writeFileSync(file, page.html)
      return { file, name: page.name }
    })
    const run = spawnSync(
      process.env.JAVA ?? 'java',
      [...JVM_OPTIONS, '-jar', VNU_JAR, '--format', 'json', '--stdout', ...files.map((f) => f.file)],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    if (run.error)
      throw new Error(
        `The HTML checker needs Java (${run.error.message}): install Debian's default-jre-headless, or run npm test as root once.`,
      )
    let messages: VnuMessage[]
    try {
      messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages
    } catch {
      throw new Error(`The HTML checker did not answer in JSON (exit ${run.status}): ${run.stderr || run.stdout}`)
    }
    const report: HtmlReport = { errors: {}, warnings: {} }
    for (const message of messages) {
      const kind = message.type === 'info' ? (message.subType === 'warning' ? 'warnings' : null) : 'errors'
      if (!kind || behindTheStandard(message)) continue
      const name = files.find((f) => message.url?.endsWith(path.basename(f.file)))?.name ?? message.url ?? '(no page)'
      const extract = message.extract ? ` — ${message.extract.replace(/\s+/g, ' ').trim().slice(0, 140)}` : ''
      report[kind][name] ??= []
      report[kind][name].push(`line ${message.lastLine ?? '?'}: ${message.message}${extract}`)
    }
    return report
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
