import type { Reporter, SerializedError, TestModule } from 'vitest/node'

/**
 * Prints every test file's time at the end of a run, slowest first, with each project's total, so a slow
 * file is found from CI's log alone (decision 055). The time is the file's tests and hooks plus its import.
 * Then, last of all, each failure with the first lines of its error: CI keeps only the end of the log, and
 * a failure named there is one that can be mended without running the whole suite again to find it.
 */
export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
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
    lines.push(...failures(testModules, unhandledErrors))
    process.stdout.write(`${lines.join('\n')}\n`)
  }
}

function failures(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): string[] {
  const lines: string[] = []
  const describe = (error: SerializedError) =>
    `${error.name ?? 'Error'}: ${error.message ?? ''}`
      .split('\n')
      .slice(0, 6)
      .map((line) => `      ${line}`)
  for (const module of testModules) {
    for (const error of module.errors()) lines.push(`  ${module.relativeModuleId} (while loading)`, ...describe(error))
    for (const test of module.children.allTests('failed')) {
      lines.push(`  ${module.relativeModuleId} > ${test.fullName}`)
      for (const error of test.result().errors ?? []) lines.push(...describe(error))
    }
  }
  for (const error of unhandledErrors) lines.push('  (unhandled)', ...describe(error))
  return lines.length === 0 ? [] : ['', 'Failed:', ...lines]
}
