/**
 * Code 128 (ISO/IEC 15417), our own small encoder for the packing slip's label: the order number as
 * bars a courier's scanner reads. Code set B carries printable ASCII; runs of digits switch to code
 * set C (two digits a symbol) where that makes the symbol shorter, as the standard's annex suggests.
 */

/**
 * Each symbol's widths, bar first, in modules: 3 bars and 3 spaces of 11 modules, by symbol value
 * 0–105; 106 is the stop pattern (with its final bar, 13 modules).
 */
// biome-ignore format: ten symbols a row, as the standard's table is read
export const CODE128_WIDTHS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const

const CODE_C = 99
const CODE_B = 100
const START_B = 104
const START_C = 105
const STOP = 106

/** A run of digits this long is cheaper in code set C: in the middle of the data, or at its start or end. */
const C_RUN_INSIDE = 6
const C_RUN_AT_EDGE = 4

const digitRunAt = (text: string, from: number) => {
  let end = from
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end += 1
  return end - from
}

/** The symbol values for `text`: start, data, check symbol, stop. Throws on characters outside printable ASCII. */
export function code128Values(text: string): number[] {
  if (text.length === 0) throw new RangeError('Code 128 needs at least one character')
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (code < 32 || code > 126) throw new RangeError(`Code 128 set B cannot carry ${JSON.stringify(char)}`)
  }
  const values: number[] = []
  let set: 'B' | 'C' | null = null
  let i = 0
  while (i < text.length) {
    const run = digitRunAt(text, i)
    const atEdge = i === 0 || i + run === text.length
    if (set !== 'C' && run >= (atEdge ? C_RUN_AT_EDGE : C_RUN_INSIDE)) {
      // An odd run keeps its first digit in set B (or starts in B), so set C gets whole pairs.
      if (run % 2 === 1) {
        if (set === null) values.push(START_B)
        values.push(text.charCodeAt(i) - 32)
        set = 'B'
        i += 1
      }
      values.push(set === null ? START_C : CODE_C)
      set = 'C'
      const end = i + run - (run % 2 === 1 ? 1 : 0)
      for (; i < end; i += 2) values.push(Number(text.slice(i, i + 2)))
      continue
    }
    if (set !== 'B') values.push(set === null ? START_B : CODE_B)
    set = 'B'
    values.push(text.charCodeAt(i) - 32)
    i += 1
  }
  // The check symbol: the start value plus each data symbol times its position, modulo 103.
  const check = values.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0) % 103
  return [...values, check, STOP]
}

/** The symbol as modules, '1' a bar and '0' a space, without the quiet zones. */
export function code128Modules(text: string): string {
  return code128Values(text)
    .map((value) => [...(CODE128_WIDTHS[value] ?? '')].map((width, index) => (index % 2 === 0 ? '1' : '0').repeat(Number(width))).join(''))
    .join('')
}

/** The bars as [start module, width in modules] pairs, ready to draw as rectangles. */
export function code128Bars(text: string): { bars: Array<[number, number]>; modules: number } {
  const modules = code128Modules(text)
  const bars: Array<[number, number]> = []
  for (const match of modules.matchAll(/1+/g)) bars.push([match.index, match[0].length])
  return { bars, modules: modules.length }
}
