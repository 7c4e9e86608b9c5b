import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * scrypt password hashes at OWASP's current figure (N=2^17, r=8, p=1: 128 MiB, ~0.3 s here), run on
 * libuv's thread pool so the event loop keeps serving while a password is hashed. Stored as
 * `scrypt$N$r$p$salt$key` (hex), so older hashes can be recognised and replaced on the next sign-in.
 * Tests (NODE_ENV=test), and test shops started with PASSWORD_HASH_COST=light (which the configuration
 * refuses where real money moves), use a lighter cost: they sign up hundreds of people; decisions 009, 055.
 */
export interface ScryptCost {
  N: number
  r: number
  p: number
}

const light = process.env.NODE_ENV === 'test' || process.env.PASSWORD_HASH_COST === 'light'
export const CURRENT_COST: ScryptCost = light ? { N: 2 ** 14, r: 8, p: 1 } : { N: 2 ** 17, r: 8, p: 1 }

/** better-auth's own format before ours: `salt:key`, N=16384, r=16, p=1, the salt's hex text as the salt. */
const LEGACY_COST: ScryptCost = { N: 16384, r: 16, p: 1 }
const KEY_LENGTH = 64

function derive(password: string, salt: string | Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem: scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below the current cost.
    const maxmem = 256 * cost.N * cost.r
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

export async function hashPassword(password: string, cost: ScryptCost = CURRENT_COST): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('hex'), key.toString('hex')].join('$')
}

interface Parsed {
  cost: ScryptCost
  salt: string | Buffer
  key: Buffer
}

function parse(hash: string): Parsed | null {
  const parts = hash.split('$')
  if (parts.length === 6 && parts[0] === 'scrypt') {
    const [, n, r, p, salt, key] = parts
    return { cost: { N: Number(n), r: Number(r), p: Number(p) }, salt: Buffer.from(salt ?? '', 'hex'), key: Buffer.from(key ?? '', 'hex') }
  }
  const [salt, key] = hash.split(':')
  if (salt && key && parts.length === 1) return { cost: LEGACY_COST, salt, key: Buffer.from(key, 'hex') }
  return null
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const parsed = parse(hash)
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false
  const key = await derive(password, parsed.salt, parsed.cost)
  return timingSafeEqual(key, parsed.key)
}

/** A hash made with another cost (or format) than today's: replace it when the password is next known. */
export function needsRehash(hash: string): boolean {
  const parsed = parse(hash)
  if (!parsed || !hash.startsWith('scrypt$')) return true
  const { N, r, p } = parsed.cost
  return N !== CURRENT_COST.N || r !== CURRENT_COST.r || p !== CURRENT_COST.p
}
