import type { Reporter, TestModule } from 'vitest/node'

/**
 * Prints every test file's time at the end of a run, slowest first, with each project's total, so a slow
 * file is found from CI's log alone (decision 055). The time is the file's tests and hooks plus its import.
 */
export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (testModules.length === 0) return
    const rows = testModules.map((module) => {
      const d = module.diagnostic()
      return { file: module.relativeModuleId, project: module.project.name, ms: d.duration + d.collectDuration + d.setupDuration }
    })
    rows.sort((a, b) => b.ms - a.ms)
    const totals = new Map<string, number>()
    for (const row of rows) totals.set(row.project, (totals.get(row.project) ?? 0) + row.ms)
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`
    const lines = ['', 'Time per test file, slowest first:']
    for (const row of rows) lines.push(`${seconds(row.ms)}  ${row.project.padEnd(12)} ${row.file}`)
    lines.push(`Totals: ${[...totals].map(([project, ms]) => `${project} ${(ms / 1000).toFixed(1)} s`).join(', ')}`)
    process.stdout.write(`${lines.join('\n')}\n`)
  }
}
