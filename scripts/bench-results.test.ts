import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { compareWithCommitted, fallsSince } from './bench-results.ts'

const figure = (sharePercent: number) => ({ requestsPerSecond: sharePercent * 600, p99Ms: 20, sharePercent })

describe('comparing a bench run with the committed results', () => {
  it('names each figure whose share fell by more than 10%, worst first, and nothing that held or rose', () => {
    const last = { 'add to cart': figure(2.9), 'product list JSON': figure(5.3), listing: figure(0.4), compare: figure(1) }
    const now = {
      'add to cart': figure(1.8),
      'product list JSON': figure(3.9),
      listing: figure(0.37),
      compare: figure(1.5),
      new: figure(3),
    }
    expect(fallsSince(last, now)).toEqual([
      { name: 'add to cart', was: 2.9, is: 1.8, fellPercent: 37.9 },
      { name: 'product list JSON', was: 5.3, is: 3.9, fellPercent: 26.4 },
    ])
  })

  it('saves a run only when asked, and the next run compares with it', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'results.json')
    expect(compareWithCommitted({ listing: figure(0.4) }, { file, save: false, commit: 'abc1234' })).toEqual([
      `\nNo committed results at ${file} to compare with.`,
    ])
    compareWithCommitted({ listing: figure(0.4) }, { file, save: true, commit: 'abc1234def' })
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ commit: 'abc1234def', figures: { listing: { sharePercent: 0.4 } } })
    const lines = compareWithCommitted({ listing: figure(0.3) }, { file, save: false, commit: 'fff' })
    expect(lines).toContain('  FELL 25%: listing: 0.4% → 0.3% of hello-world')
  })
})
