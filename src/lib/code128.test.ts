import { describe, expect, it } from 'vitest'
import { CODE128_WIDTHS, code128Bars, code128Modules, code128Values } from './code128.ts'

// A reader written apart from the encoder: cut the modules into 11-module symbols, look each up by its
// bar-and-space widths, check the modulo-103 sum, and turn the values back into text.
function decode(modules: string): string {
  const widthsOf = (bits: string) =>
    bits
      .match(/1+|0+/g)
      ?.map((run) => run.length)
      .join('') ?? ''
  expect(widthsOf(modules.slice(-13))).toBe('2331112')
  const values: number[] = []
  for (let at = 0; at < modules.length - 13; at += 11) values.push(CODE128_WIDTHS.indexOf(widthsOf(modules.slice(at, at + 11)) as never))
  const [start, ...rest] = values
  const check = rest.pop()
  const sum = rest.reduce((total, value, index) => total + value * (index + 1), start ?? 0)
  expect(sum % 103).toBe(check)
  let set = start === 105 ? 'C' : 'B'
  let text = ''
  for (const value of rest) {
    if (value === 99) set = 'C'
    else if (value === 100) set = 'B'
    else text += set === 'C' ? String(value).padStart(2, '0') : String.fromCharCode(value + 32)
  }
  return text
}

describe('Code 128', () => {
  it('has the standard table: 106 distinct symbols of 3 bars and 3 spaces over 11 modules, and the stop', () => {
    const symbols = CODE128_WIDTHS.slice(0, 106)
    expect(new Set(symbols).size).toBe(106)
    for (const widths of symbols) {
      expect(widths).toMatch(/^[1-4]{6}$/)
      expect([...widths].reduce((sum, w) => sum + Number(w), 0)).toBe(11)
    }
    // Known patterns from ISO/IEC 15417's table: value 0 (space, or "00"), "A" in set B, the starts and stop.
    expect(CODE128_WIDTHS[0]).toBe('212222')
    expect(CODE128_WIDTHS[33]).toBe('111323')
    expect(CODE128_WIDTHS[103]).toBe('211412')
    expect(CODE128_WIDTHS[104]).toBe('211214')
    expect(CODE128_WIDTHS[105]).toBe('211232')
    expect(CODE128_WIDTHS[106]).toBe('2331112')
  })

  it('encodes "PJJ123C" in set B with the worked example’s check symbol', () => {
    // The well-known worked example gives check 54 from Start A (103); from Start B (104) it is 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106])
  })

  it('draws "A" as Start B, A, check and stop, bar for bar', () => {
    expect(code128Modules('A')).toBe(`11010010000${'10100011000'}${'10001011000'}1100011101011`)
  })

  it('packs digits in pairs with set C: a number alone, and a run at the end of an order number', () => {
    expect(code128Values('1234')).toEqual([105, 12, 34, 82, 106])
    expect(code128Values('DD-2611-000123')).toEqual([104, 36, 36, 13, 18, 22, 17, 17, 13, 99, 0, 1, 23, expect.any(Number), 106])
    // An odd run keeps one digit in set B first; a short run in the middle stays in set B.
    expect(code128Values('12345').slice(0, 5)).toEqual([104, 17, 99, 23, 45])
  })

  it('round-trips through an independent reader', () => {
    for (const text of ['DD-2611-000123', 'DD-2612-000007', '1234', '12345', 'AB1234567CD', 'x 9', 'Order #42!']) {
      expect(decode(code128Modules(text))).toBe(text)
    }
  })

  it('gives bars to draw that cover exactly the bar modules', () => {
    const { bars, modules } = code128Bars('A')
    expect(modules).toBe(11 * 3 + 13)
    expect(bars[0]).toEqual([0, 2])
    expect(bars.reduce((sum, [, width]) => sum + width, 0)).toBe([...code128Modules('A')].filter((m) => m === '1').length)
  })

  it('refuses characters set B cannot carry, and nothing at all', () => {
    expect(() => code128Values('₹')).toThrow(RangeError)
    expect(() => code128Values('')).toThrow(RangeError)
  })
})
