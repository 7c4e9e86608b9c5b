/**
 * A card's key-spec line, "Core i5-13420H · 16 GB RAM · 512 GB SSD · RTX 4060", from the product's
 * free specs map: enough to tell laptops apart without opening each. Each part is shortened by rule
 * (brand words, clock speeds in brackets and graphics memory dropped); missing parts are left out.
 */
const BRAND_WORDS = /\b(?:Intel|AMD|Qualcomm|NVIDIA|GeForce)\s+/gi

function processor(text: string): string {
  return text
    .replace(/\(.*?\)/g, '')
    .replace(BRAND_WORDS, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const SIZE = /(\d+(?:\.\d+)?)\s*(GB|TB)\b/i

function ram(text: string): string | null {
  const size = SIZE.exec(text)
  return size ? `${size[1]} ${size[2]?.toUpperCase()} RAM` : null
}

function storage(text: string): string | null {
  const first = text.split('+')[0] ?? ''
  const size = SIZE.exec(first)
  if (!size) return null
  const kind = /ssd|nvme/i.test(first) ? 'SSD' : /hdd|rpm/i.test(first) ? 'HDD' : ''
  return `${size[1]} ${size[2]?.toUpperCase()}${kind ? ` ${kind}` : ''}`
}

function graphics(text: string): string {
  return text
    .replace(/\(.*?\)/g, '')
    .replace(BRAND_WORDS, '')
    .replace(/\bLaptop GPU\b/i, '')
    .replace(/\d+\s*GB\b.*$/i, '') // the card's own memory: "8 GB GDDR6"
    .replace(/\s+/g, ' ')
    .trim()
}

export function keySpecLine(specs: Record<string, string>): string | null {
  const parts = [
    specs.processor ? processor(specs.processor) : null,
    specs.ram ? ram(specs.ram) : null,
    specs.storage ? storage(specs.storage) : null,
    specs.graphics ? graphics(specs.graphics) : null,
  ].filter((part): part is string => Boolean(part))
  return parts.length > 0 ? parts.join(' · ') : null
}

/**
 * Lines already made, by product: every listing and API page made each card's line afresh
 * (JSON.parse and a dozen regular expressions per card), the largest step in the products API's cost
 * since cards carried the line (04f89f7, decision 044). A line is kept with the specs JSON it was made
 * from and used only while the product's JSON is the same, so a product whose specs change gets its new
 * line at once. Kept by product id rather than by the JSON itself: looking up a 300-character key costs
 * hashing it on every request (decision 048). Bounded: emptied when full.
 */
const madeLines = new Map<string, { json: string; line: string | null }>()
const MADE_LINES_MAX = 10_000

/** The key-spec line of a product's specs JSON; null when it has none or is not valid JSON. */
export function keySpecLineOfJson(productId: string, json: string | null | undefined): string | null {
  if (!json) return null
  const made = madeLines.get(productId)
  if (made?.json === json) return made.line
  const line = parsedKeySpecLine(json)
  if (madeLines.size >= MADE_LINES_MAX) madeLines.clear()
  madeLines.set(productId, { json, line })
  return line
}

function parsedKeySpecLine(json: string): string | null {
  try {
    const value: unknown = JSON.parse(json)
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null
    const specs = Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
    return keySpecLine(specs)
  } catch {
    return null
  }
}
