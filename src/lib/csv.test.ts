import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv.ts'

describe('csv', () => {
  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('+91 98230')).toBe(`"'+91 98230"`)
    expect(csvCell('-2')).toBe(`"'-2"`)
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`)
  })

  it('writes numbers the program computed as numbers, negative ones too', () => {
    expect(csvCell(-1234.5)).toBe('-1234.5')
    expect(csvCell(0)).toBe('0')
    expect(csvCell(Number.NaN)).toBe('NaN')
  })

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('asha@example.in')).toBe('asha@example.in')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(
      toCsv([
        ['email', 'subscribed'],
        ['x@y.in', null],
      ]),
    ).toBe('email,subscribed\r\nx@y.in,\r\n')
  })
})
