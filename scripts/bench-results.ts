// Each run of `npm run bench` is compared with the last committed results (bench/results.json), so a
// figure that slides is seen the day it slides (issue 27). Figures are shares of the hello-world
// measured in the same run, which is what stays comparable between machines and runs.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export type Figures = Record<string, { requestsPerSecond: number; p99Ms: number; sharePercent: number }>
export interface Results {
  measuredAt: string
  commit: string
  figures: Figures
}

/** A fall of more than this fraction of a figure's share is reported. */
export const FALL = 0.1

/** The figures whose share of hello-world fell by more than 10% since the last results, worst first. */
export function fallsSince(last: Figures, now: Figures): Array<{ name: string; was: number; is: number; fellPercent: number }> {
  return Object.entries(now)
    .flatMap(([name, figure]) => {
      const before = last[name]
      if (!before || before.sharePercent <= 0) return []
      const fell = 1 - figure.sharePercent / before.sharePercent
      return fell > FALL ? [{ name, was: before.sharePercent, is: figure.sharePercent, fellPercent: Math.round(fell * 1000) / 10 }] : []
    })
    .sort((a, b) => b.fellPercent - a.fellPercent)
}

/** The report's closing lines: what moved since the committed results; with save, this run becomes them. */
export function compareWithCommitted(now: Figures, options: { file: string; save: boolean; commit: string }): string[] {
  const lines: string[] = []
  if (existsSync(options.file)) {
    const last = JSON.parse(readFileSync(options.file, 'utf8')) as Results
    const falls = fallsSince(last.figures, now)
    lines.push(`\nCompared with ${path.basename(options.file)} (${last.measuredAt}, ${last.commit.slice(0, 7)}):`)
    if (falls.length === 0) lines.push('  no figure fell by more than 10% of its share of hello-world')
    for (const fall of falls) lines.push(`  FELL ${fall.fellPercent}%: ${fall.name}: ${fall.was}% → ${fall.is}% of hello-world`)
    const gone = Object.keys(last.figures).filter((name) => !(name in now))
    if (gone.length > 0) lines.push(`  not measured this run: ${gone.join('; ')}`)
  } else {
    lines.push(`\nNo committed results at ${options.file} to compare with.`)
  }
  if (options.save) {
    mkdirSync(path.dirname(options.file), { recursive: true })
    const results: Results = { measuredAt: new Date().toISOString(), commit: options.commit, figures: now }
    writeFileSync(options.file, `${JSON.stringify(results, null, 2)}\n`)
    lines.push(`  saved this run to ${options.file}: commit it with the change that moved it`)
  }
  return lines
}
