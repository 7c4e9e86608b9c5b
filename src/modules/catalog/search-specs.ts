import { RAM_CHOICES_GB } from '#db/spec-values.ts'

/**
 * Specifications a shopper's search names, read from its words (issue 22): "i7 16gb" means a Core i7
 * with 16 GB of memory, not any product whose text has "i7" and "16GB" somewhere (a desktop whose
 * graphics card has 16 GB). Every word must still match the text (decision 014); these only order the
 * matches, those with the named specifications first.
 */
export interface SpecIntents {
  ramGb?: number
  storageGb?: number
  /** A family as the spec values name it ("Core i7", "Ryzen 7", "Apple M4"), matched as a prefix. */
  cpuFamily?: string
  /** "RTX 4060". */
  gpu?: string
}

const STORAGE_WORDS = new Set(['ssd', 'hdd', 'storage', 'nvme', 'rom', 'disk', 'drive'])
const RAM_WORDS = new Set(['ram', 'memory', 'ddr4', 'ddr5', 'lpddr5', 'lpddr5x'])
const RAM_SIZES = new Set<number>(RAM_CHOICES_GB.filter((gb) => gb <= 96))

/** The words of a search (as `searchWords` gives them) as the specifications they name. */
export function specIntents(words: readonly string[]): SpecIntents {
  const intents: SpecIntents = {}
  const near = (i: number, set: Set<string>) => set.has(words[i - 1] ?? '') || set.has(words[i + 1] ?? '') || set.has(words[i + 2] ?? '')
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string
    const next = words[i + 1] ?? ''
    // "16gb", or "16 gb" (the unit its own word), "1tb"
    const size = /^(\d+)(gb|tb)$/.exec(word) ?? (/^\d+$/.test(word) && /^(gb|tb)$/.test(next) ? [word, word, next] : null)
    if (size) {
      const gb = Number(size[1]) * (size[2] === 'tb' ? 1024 : 1)
      const storage = size[2] === 'tb' || gb >= 128 || near(i, STORAGE_WORDS)
      if (storage) intents.storageGb ??= gb
      else if (RAM_SIZES.has(gb) || near(i, RAM_WORDS)) intents.ramGb ??= gb
      continue
    }
    const core = /^i([3579])$/.exec(word)
    if (core) intents.cpuFamily ??= `Core i${core[1]}`
    else if (/^m[1-4]$/.test(word)) intents.cpuFamily ??= `Apple ${word.toUpperCase()}`
    else if (word === 'ryzen' && /^[3579]$/.test(next)) intents.cpuFamily ??= `Ryzen ${next}`
    const gpu = /^rtx(\d{4})$/.exec(word) ?? (word === 'rtx' && /^\d{4}$/.test(next) ? [word, next] : null)
    if (gpu) intents.gpu ??= `RTX ${gpu[1]}`
  }
  return intents
}
