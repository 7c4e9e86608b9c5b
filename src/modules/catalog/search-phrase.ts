import { type Category, PRICE_FILTER, type ProductFilter } from './catalog.types.ts'

/**
 * A search read as the sentence a shopper wrote (issue 45): "gaming laptop under 1 lakh", "i7 16gb",
 * "rtx 4060 laptop", "16 inch" name a category, a price with GST, a processor, a memory size, graphics
 * and a screen. Each phrase read becomes the listing filter it means; the words left over stay a
 * full-text search (decision 085). Pure, so each phrase is tested on its own.
 */
export type PhraseFilter = Pick<
  ProductFilter,
  'category' | 'minPrice' | 'maxPrice' | 'ramMin' | 'ramMax' | 'storageMin' | 'storageMax' | 'screenMin' | 'screenMax' | 'cpu' | 'gpu'
>

export interface PhraseReading {
  filter: PhraseFilter
  /** The words not read as a filter, as typed; empty when every word was. */
  rest: string
}

/** The processor families and graphics the catalogue has, which "i7" or "rtx 4070" are matched against. */
export interface KnownSpecValues {
  cpu: readonly string[]
  gpu: readonly string[]
}

interface Token {
  text: string
  start: number
  end: number
}

const TOKEN = /\d[\d,]*(?:\.\d+)?|\p{L}+|[₹<>"”″+-]/gu
const NUMBER = /^\d[\d,]*(?:\.\d+)?$/
const AT_MOST = new Set(['under', 'below', 'upto', 'within', 'max', 'maximum', 'less', 'lesser', 'cheaper', 'budget', '<'])
const AT_LEAST = new Set(['above', 'over', 'min', 'minimum', 'more', 'greater', 'starting', 'from', '>'])
const CURRENCY = new Set(['₹', 'rs', 'inr', 'rupees', 'rupee'])
const THOUSANDS = new Set(['k', 'thousand'])
const LAKHS = new Set(['lakh', 'lakhs', 'lac', 'lacs', 'l'])
/** Units a number is not a price with: "over 16gb" is memory. */
const SPEC_UNITS = new Set(['gb', 'tb', 'mb', 'inch', 'inches', 'in', 'hz', 'ghz', 'mah', 'w', 'wh', 'kg', 'g', 'mm'])
const RAM_WORDS = new Set(['ram', 'memory', 'ddr4', 'ddr5', 'lpddr5', 'lpddr5x'])
const STORAGE_WORDS = new Set(['ssd', 'hdd', 'storage', 'nvme', 'rom', 'disk', 'drive'])
const RAM_SIZES = new Set([4, 8, 12, 16, 18, 24, 32, 36, 48, 64, 96])
const INCHES = new Set(['inch', 'inches', '"', '”', '″'])
const LAPTOP_WORDS = new Set(['laptop', 'laptops', 'notebook', 'notebooks'])
const DESKTOP_WORDS = new Set(['desktop', 'desktops', 'pc', 'pcs'])
/** Words that carry nothing once the rest of a sentence is read ("laptop with 16gb ram for gaming" keeps "gaming"). */
const FILLER = new Set([
  'with',
  'and',
  'or',
  'for',
  'a',
  'an',
  'the',
  'of',
  'having',
  'best',
  'good',
  'top',
  'price',
  'range',
  'rs',
  'than',
])

/** Reads the phrases of `text` it knows; null when it knows none, so the search stays as typed. */
export function readSearchPhrase(text: string, known: KnownSpecValues): PhraseReading | null {
  const lower = text.toLowerCase()
  const tokens: Token[] = [...lower.matchAll(TOKEN)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }))
  let filter: PhraseFilter = {}
  const used: Token[] = []
  const readers = [readPriceRange, readPriceBound, readCategory, readSize, readScreen, readCpu, readGpu]
  for (let i = 0; i < tokens.length; ) {
    let taken = 0
    for (const read of readers) {
      const draft = copy(filter)
      taken = read(tokens, i, draft, known)
      // A phrase is read only as whole words: "abc16gb" is a model name, not 16 GB.
      const whole = taken > 0 && onBoundary(lower, tokens[i]?.start ?? 0, -1) && onBoundary(lower, tokens[i + taken - 1]?.end ?? 0, 0)
      if (whole) {
        filter = draft
        break
      }
      taken = 0
    }
    if (taken === 0) i++
    for (; taken > 0; taken--) used.push(tokens[i++] as Token)
  }
  if (used.length === 0) return null
  // Offsets are the lower-cased text's; a letter whose lower case is longer (rare) shifts them, so read that one then.
  return { filter: tidy(filter), rest: restOf(lower.length === text.length ? text : lower, used) }
}

const copy = (filter: PhraseFilter): PhraseFilter => ({
  ...filter,
  ...(filter.category ? { category: [...filter.category] } : {}),
  ...(filter.cpu ? { cpu: [...filter.cpu] } : {}),
  ...(filter.gpu ? { gpu: [...filter.gpu] } : {}),
})

/** The words not read, as typed ("thinkpad x1" stays one word), without those that only joined the phrases read. */
function restOf(text: string, used: readonly Token[]): string {
  let blanked = text
  for (const token of used) blanked = `${blanked.slice(0, token.start)}${' '.repeat(token.end - token.start)}${blanked.slice(token.end)}`
  return blanked
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word) && !FILLER.has(word.toLowerCase()))
    .join(' ')
}

const onBoundary = (text: string, at: number, offset: -1 | 0) => {
  const ch = text[at + offset]
  return ch === undefined || !/[\p{L}\p{N}]/u.test(ch)
}

const word = (tokens: Token[], i: number) => tokens[i]?.text ?? ''
/** Two tokens written as one word ("i7", "m4", "16gb"). */
const joined = (tokens: Token[], i: number) =>
  tokens[i] !== undefined && tokens[i + 1] !== undefined && tokens[i]?.end === tokens[i + 1]?.start

/** "₹1,00,000", "1 lakh", "1.5 lakh", "80k", "50000 rs": rupees, and how many tokens it took. */
function amountAt(tokens: Token[], i: number): { rupees: number; taken: number } | null {
  let j = i
  let money = false
  if (CURRENCY.has(word(tokens, j))) {
    money = true
    j++
  }
  if (!NUMBER.test(word(tokens, j))) return null
  const value = Number(word(tokens, j).replaceAll(',', ''))
  j++
  let multiplier = 1
  if (THOUSANDS.has(word(tokens, j))) multiplier = 1_000
  else if (LAKHS.has(word(tokens, j)) && (word(tokens, j) !== 'l' || joined(tokens, j - 1))) multiplier = 1_00_000
  if (multiplier > 1) {
    money = true
    j++
  }
  if (CURRENCY.has(word(tokens, j)) && word(tokens, j) !== '₹') {
    money = true
    j++
  }
  if (SPEC_UNITS.has(word(tokens, j)) || INCHES.has(word(tokens, j))) return null
  // A bare number is a price only when it could be one: "under 80" is no laptop's price.
  if (!money && value < 1_000) return null
  return { rupees: Math.round(value * multiplier), taken: j - i }
}

function readPriceRange(tokens: Token[], i: number, filter: PhraseFilter): number {
  const lead = word(tokens, i) === 'between' || word(tokens, i) === 'from' ? 1 : 0
  const low = amountAt(tokens, i + lead)
  if (!low) return 0
  const joiner = i + lead + low.taken
  if (!['and', 'to', '-'].includes(word(tokens, joiner))) return 0
  const high = amountAt(tokens, joiner + 1)
  // "50k to 70k" needs no lead word; "between 50000 and 70000" does, and "and" alone joins nothing.
  if (!high || (lead === 0 && word(tokens, joiner) === 'and')) return 0
  const [min, max] = low.rupees <= high.rupees ? [low.rupees, high.rupees] : [high.rupees, low.rupees]
  setPrice(filter, min, max)
  return lead + low.taken + 1 + high.taken
}

function readPriceBound(tokens: Token[], i: number, filter: PhraseFilter): number {
  const first = word(tokens, i)
  // "less than", "more than", "up to", "at least", "not more than"
  let lead = 0
  let atMost = false
  if (first === 'up' && word(tokens, i + 1) === 'to') [lead, atMost] = [2, true]
  else if (first === 'at' && word(tokens, i + 1) === 'least') [lead, atMost] = [2, false]
  else if (first === 'not' && word(tokens, i + 1) === 'more' && word(tokens, i + 2) === 'than') [lead, atMost] = [3, true]
  else if (AT_MOST.has(first) || AT_LEAST.has(first)) {
    atMost = AT_MOST.has(first)
    lead = ['less', 'lesser', 'cheaper', 'more', 'greater'].includes(first) ? (word(tokens, i + 1) === 'than' ? 2 : 0) : 1
    if (first === 'starting' && (word(tokens, i + 1) === 'at' || word(tokens, i + 1) === 'from')) lead = 2
  }
  if (lead > 0) {
    const amount = amountAt(tokens, i + lead)
    if (!amount) return 0
    if (atMost) setPrice(filter, undefined, amount.rupees)
    else setPrice(filter, amount.rupees, undefined)
    return lead + amount.taken
  }
  // "1 lakh and below", "50k and above", "80k or less", "50k+"
  const amount = amountAt(tokens, i)
  if (!amount) return 0
  const after = i + amount.taken
  if (word(tokens, after) === '+') {
    setPrice(filter, amount.rupees, undefined)
    return amount.taken + 1
  }
  if (word(tokens, after) !== 'and' && word(tokens, after) !== 'or') return 0
  const bound = word(tokens, after + 1)
  if (['below', 'under', 'less'].includes(bound)) setPrice(filter, undefined, amount.rupees)
  else if (['above', 'over', 'more'].includes(bound)) setPrice(filter, amount.rupees, undefined)
  else return 0
  return amount.taken + 2
}

/** Bounds beyond the price filter's reach: "under 5 lakh" is no limit here, "above 4 lakh" starts where the filter's top does. */
function setPrice(filter: PhraseFilter, min: number | undefined, max: number | undefined) {
  if (min !== undefined) filter.minPrice = Math.min(min, PRICE_FILTER.max)
  if (max !== undefined) {
    if (max < PRICE_FILTER.max) filter.maxPrice = max
    else delete filter.maxPrice
  }
}

function readCategory(tokens: Token[], i: number, filter: PhraseFilter): number {
  const add = (...categories: Category[]) => {
    filter.category = [...new Set([...(filter.category ?? []), ...categories])]
  }
  if (word(tokens, i) === 'gaming' && LAPTOP_WORDS.has(word(tokens, i + 1))) {
    add('Gaming Laptop')
    return 2
  }
  if (LAPTOP_WORDS.has(word(tokens, i))) {
    add('Laptop', 'Gaming Laptop')
    return 1
  }
  if (DESKTOP_WORDS.has(word(tokens, i))) {
    add('Desktop')
    return 1
  }
  return 0
}

/** "16gb", "16 GB RAM", "512gb ssd", "1tb": memory, or storage where the size or a word beside it says so. */
function readSize(tokens: Token[], i: number, filter: PhraseFilter): number {
  const before = RAM_WORDS.has(word(tokens, i)) || STORAGE_WORDS.has(word(tokens, i)) ? 1 : 0
  const at = i + before
  const unit = word(tokens, at + 1)
  if (!/^\d{1,4}$/.test(word(tokens, at)) || (unit !== 'gb' && unit !== 'tb')) return 0
  const gb = Number(word(tokens, at)) * (unit === 'tb' ? 1024 : 1)
  let end = at + 2
  let atLeast = false
  if (word(tokens, end) === '+') {
    atLeast = true
    end++
  }
  const qualifiers: string[] = before ? [word(tokens, i)] : []
  while (RAM_WORDS.has(word(tokens, end)) || STORAGE_WORDS.has(word(tokens, end))) qualifiers.push(word(tokens, end++))
  const storage = unit === 'tb' || gb >= 128 || qualifiers.some((q) => STORAGE_WORDS.has(q))
  if (storage) {
    filter.storageMin = gb
    if (atLeast) delete filter.storageMax
    else filter.storageMax = gb
  } else if (RAM_SIZES.has(gb) || qualifiers.some((q) => RAM_WORDS.has(q))) {
    filter.ramMin = gb
    if (atLeast) delete filter.ramMax
    else filter.ramMax = gb
  } else return 0
  return end - i
}

/** "16 inch", "15.6-inch", "14\"", "16in": a whole size means its class (16 to 16.9), a decimal itself. */
function readScreen(tokens: Token[], i: number, filter: PhraseFilter): number {
  const size = word(tokens, i)
  if (!/^\d{2}(?:\.\d)?$/.test(size)) return 0
  const inches = Number(size)
  if (inches < 10 || inches > 34) return 0
  let j = i + 1
  if (word(tokens, j) === '-') j++
  const unit = word(tokens, j)
  if (!(INCHES.has(unit) || (unit === 'in' && joined(tokens, i)))) return 0
  j++
  if (['screen', 'display'].includes(word(tokens, j))) j++
  filter.screenMin = inches
  filter.screenMax = size.includes('.') ? inches : inches + 0.9
  return j - i
}

/** The known values a reading names, or the reading's own name when the catalogue has none of them (the chip then says what found nothing). */
function valuesFor(known: readonly string[], name: string, exact: boolean): string[] {
  const matching = known.filter((value) => value === name || (!exact && value.startsWith(`${name} `)))
  return matching.length > 0 ? matching : [name]
}

function readCpu(tokens: Token[], i: number, filter: PhraseFilter, known: KnownSpecValues): number {
  let j = i
  const skip = (...words: string[]) => {
    while (words.includes(word(tokens, j))) j++
  }
  skip('intel', 'amd', 'core')
  const first = word(tokens, j)
  let names: string[] | null = null
  if ((first === 'i' || first === 'm') && joined(tokens, j) && /^\d$/.test(word(tokens, j + 1))) {
    const digit = word(tokens, j + 1)
    j += 2
    if (first === 'i' && /^[3579]$/.test(digit)) names = valuesFor(known.cpu, `Core i${digit}`, false)
    else if (first === 'm' && /^[1-4]$/.test(digit)) {
      const tier = word(tokens, j)
      if (tier === 'pro' || tier === 'max') {
        j++
        names = valuesFor(known.cpu, `Apple M${digit} ${tier === 'pro' ? 'Pro' : 'Max'}`, true)
      } else names = valuesFor(known.cpu, `Apple M${digit}`, false)
    }
  } else if (first === 'ultra' && /^[579]$/.test(word(tokens, j + 1))) {
    names = valuesFor(known.cpu, `Core Ultra ${word(tokens, j + 1)}`, false)
    j += 2
  } else if (first === 'ryzen') {
    const ai = word(tokens, j + 1) === 'ai'
    const digit = word(tokens, j + 1 + (ai ? 1 : 0))
    if (/^[3579]$/.test(digit)) {
      names = ai
        ? valuesFor(known.cpu, `Ryzen AI ${digit}`, false)
        : [...valuesFor(known.cpu, `Ryzen ${digit}`, false), ...known.cpu.filter((v) => v.startsWith(`Ryzen AI ${digit}`))]
      j += ai ? 3 : 2
    }
  } else if (first === 'snapdragon') {
    j++
    skip('x', 'elite', 'plus')
    names = valuesFor(known.cpu, 'Snapdragon X', false)
  }
  if (!names) return 0
  skip('processor', 'cpu')
  filter.cpu = [...new Set([...(filter.cpu ?? []), ...names])]
  return j - i
}

function readGpu(tokens: Token[], i: number, filter: PhraseFilter, known: KnownSpecValues): number {
  let j = i
  while (['nvidia', 'geforce', 'amd', 'radeon'].includes(word(tokens, j))) j++
  const family = word(tokens, j)
  const model = word(tokens, j + 1)
  if (!['rtx', 'gtx', 'rx'].includes(family) || !/^\d{3,4}$/.test(model)) return 0
  j += 2
  const suffix = ['ti', 'super', 'xt', 'xtx'].includes(word(tokens, j)) ? word(tokens, j++) : null
  const name = `${family.toUpperCase()} ${model}${suffix ? ` ${suffix === 'ti' ? 'Ti' : suffix === 'super' ? 'Super' : suffix.toUpperCase()}` : ''}`
  if (['graphics', 'gpu', 'card'].includes(word(tokens, j))) j++
  filter.gpu = [...new Set([...(filter.gpu ?? []), ...valuesFor(known.gpu, name, suffix !== null)])]
  return j - i
}

/** Whole numbers where the URL wants them, and a reversed range put right. */
function tidy(filter: PhraseFilter): PhraseFilter {
  if (filter.minPrice !== undefined && filter.maxPrice !== undefined && filter.minPrice > filter.maxPrice)
    [filter.minPrice, filter.maxPrice] = [filter.maxPrice, filter.minPrice]
  if (filter.screenMax !== undefined) filter.screenMax = Math.round(filter.screenMax * 10) / 10
  return filter
}
