import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { DailySales } from '#src/lib/daily-sales.ts'
import { dayFigures, niceStep, SalesChart } from './sales-chart.tsx'

/** 30 days ending 30 Nov 2026: ₹1,000 a day more each day, and the period before at ₹500 a day. */
const daily: DailySales[] = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  salesPaise: (i + 1) * 100_000,
  previousPaise: 50_000,
}))
const markup = renderToStaticMarkup(createElement(SalesChart, { daily }))
const texts = (tag: string) => [...markup.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((m) => m[1])

describe('the sales chart', () => {
  it('labels the rupee axis with round steps in Indian compact notation, and the dates weekly', () => {
    // The top day is ₹30,000: four gridlines of ₹10K.
    expect(niceStep(3_000_000)).toBe(1_000_000)
    expect(texts('text').slice(0, 5)).toEqual(['₹0', '₹10K', '₹20K', '₹30K', '₹40K'])
    // Every seventh day counted back from the last, the last one included.
    expect(texts('text').slice(5)).toEqual(['2 Nov', '9 Nov', '16 Nov', '23 Nov', '30 Nov'])
  })

  it('draws the previous period as a dashed line of one point per day, and compares the totals', () => {
    const line = /<polyline points="([^"]+)"[^>]*stroke-dasharray="5 4"/.exec(markup)
    expect(line?.[1]?.split(' ')).toHaveLength(30)
    // ₹4,65,000 this period against ₹15,000 before.
    expect(markup).toContain('Sales over the last 30 days: <strong class="text-slate-900">₹4,65,000</strong>')
    expect(markup).toContain('(+3000% on the 30 days before, ₹15,000)')
  })

  it('gives every day in a table for screen readers, and each day a hover title', () => {
    const rows = [...markup.matchAll(/<tr><th scope="row">([^<]+)<\/th><td>([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/g)].map((m) => m.slice(1))
    expect(rows).toHaveLength(30)
    expect(rows[0]).toEqual(['1 Nov', '₹1,000', '₹500'])
    expect(rows[29]).toEqual(['30 Nov', '₹30,000', '₹500'])
    expect(texts('title')).toContain(dayFigures(daily[29] as DailySales))
    expect(dayFigures(daily[29] as DailySales)).toBe('30 Nov: ₹30,000 (previous period ₹500)')
  })

  it('takes keyboard focus, says how to move between days, and has a live readout for the chosen day', () => {
    expect(markup).toMatch(/<svg[^>]*tabindex="0"/)
    expect(markup).toContain('Arrow keys move between days.')
    expect(markup).toMatch(/<p id="[^"]+-readout"[^>]*aria-live="polite"/)
  })
})
