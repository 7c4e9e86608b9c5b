/**
 * Draws the illustrations for the sample catalogue (db/seed/catalogue.ts): one SVG per
 * entry in each product's `images` array, written to public/images/products/ (existing
 * files are overwritten).
 *
 *   node scripts/draw-product-images.ts
 *
 * The drawings are flat vector illustrations built from plain shapes and gradients, with
 * no external references, scripts or web fonts. Output is deterministic: the only
 * variation between products comes from the per-product look table below and from a
 * random generator seeded with the product's slug.
 *
 * Views: laptops get 1 front 3/4, 2 side profile (closed), 3 keyboard deck from above,
 * 4 ports close-up. Towers get 1 front 3/4, 2 side panel window, 3 back I/O, 4 desk setup.
 * All-in-ones get 1 front, 2 side 3/4, 3 back and ports, 4 desk setup.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { seedProducts } from '#db/seed/catalogue.ts'
import type { SeedProduct } from '#db/seed/seed-types.ts'

const OUT_DIR = fileURLToPath(new URL('../public/images/products/', import.meta.url))
const FONT = 'system-ui, sans-serif'

// ---------------------------------------------------------------------------------------
// Looks

type Kind = 'laptop' | 'gaming' | 'tower' | 'aio'
type TowerStyle = 'victus' | 'xps' | 'mesh' | 'glass'
type Port = 'usbc' | 'usba' | 'hdmi' | 'rj45' | 'jack' | 'magsafe' | 'sd'

interface Look {
  kind: Kind
  /** Main chassis colour. */
  body: string
  /** Key caps. */
  keys: string
  /** Wallpaper: deep, mid and light colour. */
  wall: [string, string, string]
  /** Accent / RGB colours (gaming and desktops). */
  accent: [string, ...string[]]
  bezel: string
  numpad: boolean
  trackpoint: boolean
  apple: boolean
  tower: TowerStyle
  ports: Port[]
  /** Wallpaper style. */
  motif: 'waves' | 'bloom' | 'ribbons'
  /** Small text in the corner. */
  label: string
}

const LOOKS: Record<string, Partial<Look>> = {
  'asus-vivobook-15': { body: '#4b5873', keys: '#262c38', wall: ['#10295a', '#2a9fc9', '#9be7f2'], numpad: true },
  'hp-victus-15l-gaming-desktop': {
    motif: 'ribbons',
    body: '#1d1f24',
    tower: 'victus',
    accent: ['#3ad1ff', '#6a5cff'],
    wall: ['#07162e', '#1d6fd6', '#7fd8ff'],
  },
  'msi-katana-15-hx': {
    body: '#26282d',
    accent: ['#ff2a3d', '#ff7a1a', '#ffd23f'],
    wall: ['#21060c', '#c8102e', '#ff9a4d'],
    numpad: true,
    ports: ['rj45', 'hdmi', 'usbc', 'usba', 'jack'],
  },
  'dell-xps-14': {
    body: '#cdd1d7',
    keys: '#2a2c31',
    wall: ['#0b2458', '#3d7bf0', '#c2d8ff'],
    ports: ['usbc', 'usbc', 'sd', 'usbc', 'jack'],
  },
  'acer-swift-go-14': { motif: 'bloom', body: '#c3c8cf', keys: '#3a3e46', wall: ['#0b3f3a', '#23a982', '#c6f3d6'] },
  'gigabyte-aorus-16x': {
    motif: 'bloom',
    body: '#3a3f47',
    accent: ['#ff7a00', '#ffb347', '#ffe0a3'],
    wall: ['#140a02', '#e06a00', '#ffd08a'],
    numpad: true,
  },
  'dell-xps-desktop': {
    motif: 'bloom',
    body: '#c9cdd3',
    tower: 'xps',
    accent: ['#9fd4ff', '#e8f4ff'],
    wall: ['#0b2458', '#3d7bf0', '#c2d8ff'],
  },
  'microsoft-surface-laptop-7': {
    motif: 'bloom',
    body: '#3a5479',
    keys: '#1d2a3c',
    wall: ['#061f55', '#2f7de1', '#b3d7ff'],
    ports: ['usbc', 'usbc', 'jack'],
  },
  'deccan-custom-ryzen-5-gaming-pc': {
    motif: 'ribbons',
    body: '#1b1c20',
    tower: 'mesh',
    accent: ['#ff3d7f', '#ffb800', '#3dff9a', '#2fb8ff', '#a35cff'],
    wall: ['#1a0733', '#6b2bd9', '#ff7ac8'],
  },
  'apple-imac-24-inch-m4': { body: '#4a86c8', wall: ['#0b3b8c', '#3d8ee0', '#bfe0ff'], apple: true },
  'samsung-galaxy-book5-pro': { motif: 'ribbons', body: '#5d6168', keys: '#23252a', wall: ['#251758', '#7b4fd6', '#f4a8d6'] },
  'lenovo-thinkpad-x1-carbon-gen-13': {
    body: '#26272b',
    keys: '#131417',
    wall: ['#0f1626', '#b8332a', '#f4a259'],
    trackpoint: true,
    ports: ['usbc', 'usbc', 'hdmi', 'usba', 'jack'],
  },
  'hp-omen-16': {
    body: '#1e2024',
    accent: ['#ff3d7f', '#ffb800', '#3dff9a', '#2fb8ff', '#a35cff'],
    wall: ['#0b0b1e', '#3a2d9c', '#ff5f8f'],
    numpad: true,
    ports: ['rj45', 'usba', 'hdmi', 'usbc', 'jack'],
  },
  'apple-macbook-air-13-m4': {
    body: '#b9c8d6',
    keys: '#1c1d20',
    wall: ['#17245e', '#5f7fe0', '#f5b8cc'],
    apple: true,
    ports: ['magsafe', 'usbc', 'usbc'],
  },
  'asus-rog-strix-g16': {
    motif: 'waves',
    body: '#2a2d33',
    accent: ['#ff2bd6', '#7a3cff', '#00d4ff'],
    wall: ['#12001f', '#7b1fa2', '#ff4db2'],
    numpad: true,
    ports: ['rj45', 'hdmi', 'usbc', 'usbc', 'usba'],
  },
  'acer-predator-helios-neo-16-ai': {
    body: '#25272c',
    accent: ['#00a2ff', '#39e6ff', '#b2f5ff'],
    wall: ['#001226', '#0069c2', '#86ecff'],
    numpad: true,
  },
  'razer-blade-16': {
    motif: 'waves',
    body: '#151617',
    accent: ['#44d62c', '#00e0ff', '#b14dff', '#ffcc00'],
    wall: ['#041704', '#1f8a2c', '#b3ff8a'],
    ports: ['usba', 'usbc', 'hdmi', 'sd'],
  },
  'deccan-custom-ryzen-9-creator-workstation': {
    body: '#e9ecf1',
    tower: 'glass',
    accent: ['#9fdcff', '#ffffff', '#b9b3ff'],
    wall: ['#0d1b2a', '#2f6690', '#d9ed92'],
  },
}

function lookFor(p: SeedProduct): Look {
  const o = LOOKS[p.slug] ?? {}
  const kind: Kind =
    p.category === 'Desktop' ? (/imac/i.test(p.name) ? 'aio' : 'tower') : p.category === 'Gaming Laptop' ? 'gaming' : 'laptop'
  const gaming = kind === 'gaming'
  return {
    kind,
    body: o.body ?? (gaming ? '#222428' : '#c9cdd3'),
    keys: o.keys ?? (gaming ? '#15161a' : '#2b2d33'),
    wall: o.wall ?? ['#10295a', '#2a9fc9', '#9be7f2'],
    accent: o.accent ?? ['#3ad1ff', '#7a5cff'],
    bezel: o.bezel ?? '#0c0d10',
    numpad: o.numpad ?? false,
    trackpoint: o.trackpoint ?? false,
    apple: o.apple ?? false,
    tower: o.tower ?? 'mesh',
    ports: o.ports ?? (gaming ? ['rj45', 'usba', 'hdmi', 'usbc', 'jack'] : ['usbc', 'usbc', 'hdmi', 'usba', 'jack']),
    motif: o.motif ?? (gaming ? 'ribbons' : 'waves'),
    label: p.brand === 'Custom' ? 'DECCAN CUSTOM' : p.brand.toUpperCase(),
  }
}

// ---------------------------------------------------------------------------------------
// Small helpers

/** Rounds for output: one decimal is plenty at 800x600. */
const r = (v: number): number => Math.round(v * 10) / 10 || 0

function rgb(c: string): [number, number, number] {
  const v = Number.parseInt(c.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}
function mix(a: string, b: string, t: number): string {
  const A = rgb(a)
  const B = rgb(b)
  const ch = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0')
  return `#${ch(A[0], B[0])}${ch(A[1], B[1])}${ch(A[2], B[2])}`
}
const lighten = (c: string, t: number): string => mix(c, '#ffffff', t)
const darken = (c: string, t: number): string => mix(c, '#000000', t)
const isLight = (c: string): boolean => {
  const [R, G, B] = rgb(c)
  return R * 0.3 + G * 0.59 + B * 0.11 > 140
}
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Deterministic generator (mulberry32) seeded from a string. */
function seeded(text: string): () => number {
  let a = 2166136261
  for (const ch of text) a = Math.imul(a ^ ch.charCodeAt(0), 16777619)
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
}
function rrect(x: number, y: number, w: number, h: number, rad: number, fill: string, extra = ''): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(rad)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
}
function circle(cx: number, cy: number, rad: number, fill: string, extra = ''): string {
  return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
}
function linGrad(id: string, stops: string[], x2 = 0, y2 = 1, opacity?: number[]): string {
  const s = stops
    .map((c, i) => {
      const o = opacity ? ` stop-opacity="${opacity[i]}"` : ''
      return `<stop offset="${r(stops.length === 1 ? 0 : i / (stops.length - 1))}" stop-color="${c}"${o}/>`
    })
    .join('')
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`
}
/** Soft shadow under the projected footprint of a 3D object. */
function floorShadow(cam: Cam, footprint: P3[], drop: number): string {
  const pts = footprint.map((q) => cam.p(q))
  const xs = pts.map((q) => q[0])
  const ys = pts.map((q) => q[1])
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  return shadow((x0 + x1) / 2, (y0 + y1) / 2 + drop, (x1 - x0) * 0.56, Math.max(24, (y1 - y0) * 0.55))
}

/** Soft floor shadow. */
function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="url(#sh)"/>`
}

// ---------------------------------------------------------------------------------------
// A tiny orthographic 3D camera: enough to draw boxes and map flat artwork onto their faces

type P3 = [number, number, number]
const add = (a: P3, b: P3): P3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
const mul = (a: P3, s: number): P3 => [a[0] * s, a[1] * s, a[2] * s]

interface Cam {
  p(v: P3): [number, number]
  /** Path through the projected points. */
  poly(pts: P3[], fill: string, extra?: string): string
  /** transform="matrix(…)" mapping local 2D (s, t) to O + s·U + t·V. */
  frame(O: P3, U: P3, V: P3): string
  visible(n: P3): boolean
  scale: number
}

function camera(yawDeg: number, pitchDeg: number, fit: P3[], box: { x: number; y: number; w: number; h: number }): Cam {
  const ya = (yawDeg * Math.PI) / 180
  const pa = (pitchDeg * Math.PI) / 180
  const [cy, sy, cp, sp] = [Math.cos(ya), Math.sin(ya), Math.cos(pa), Math.sin(pa)]
  const raw = (v: P3): P3 => {
    const x1 = v[0] * cy + v[2] * sy
    const z1 = -v[0] * sy + v[2] * cy
    const y2 = v[1] * cp - z1 * sp
    const z2 = v[1] * sp + z1 * cp
    return [x1, -y2, z2]
  }
  const pr = fit.map(raw)
  const xs = pr.map((q) => q[0])
  const ys = pr.map((q) => q[1])
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const k = Math.min(box.w / (maxX - minX), box.h / (maxY - minY))
  const ox = box.x + (box.w - (maxX - minX) * k) / 2 - minX * k
  const oy = box.y + (box.h - (maxY - minY) * k) / 2 - minY * k
  const p = (v: P3): [number, number] => {
    const q = raw(v)
    return [ox + q[0] * k, oy + q[1] * k]
  }
  return {
    p,
    scale: k,
    poly(pts, fill, extra = '') {
      const d = pts.map((v, i) => `${i ? 'L' : 'M'}${r(p(v)[0])} ${r(p(v)[1])}`).join('')
      return `<path d="${d}Z" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
    },
    frame(O, U, V) {
      const o = p(O)
      const u = raw(U)
      const v = raw(V)
      const f = (n: number) => Math.round(n * 10000) / 10000
      return `matrix(${f(u[0] * k)} ${f(u[1] * k)} ${f(v[0] * k)} ${f(v[1] * k)} ${r(o[0])} ${r(o[1])})`
    },
    visible: (n) => raw(n)[2] > 1e-6,
  }
}

// ---------------------------------------------------------------------------------------
// Shared artwork: wallpaper, keyboard, fans

/** Screen content in local coordinates (w x h): gradient plus soft waves, varied per product. */
function wallpaper(L: Look, x: number, y: number, w: number, h: number, rnd: () => number, clipId: string): string {
  const [, c1, c2] = L.wall
  let out = `<clipPath id="${clipId}"><rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"/></clipPath>`
  out += `<g clip-path="url(#${clipId})">${rect(x, y, w, h, 'url(#wp)')}`
  const cols = [c1, c2, lighten(c2, 0.4)]
  if (L.motif === 'bloom') {
    // overlapping petals around one point, in the spirit of the Windows 11 default
    const cx = x + w * (0.45 + rnd() * 0.1)
    const cy = y + h * 0.78
    out += circle(cx, cy - h * 0.2, h * 0.55, c1, 'opacity=".22"')
    for (let i = 0; i < 7; i++) {
      const a = -72 + i * 24
      out += `<ellipse cx="${r(cx)}" cy="${r(cy - h * 0.3)}" rx="${r(h * 0.12)}" ry="${r(h * 0.32)}" fill="${cols[i % 3]}" opacity=".6" transform="rotate(${a} ${r(cx)} ${r(cy)})"/>`
    }
  } else if (L.motif === 'ribbons') {
    // diagonal light ribbons
    for (let i = 0; i < 4; i++) {
      const a = -0.2 + i * 0.22 + rnd() * 0.06
      const t = 0.08 + rnd() * 0.08
      out += `<path d="M${r(x + a * w)} ${r(y + h)}H${r(x + (a + t) * w)}L${r(x + (a + t + 0.45) * w)} ${r(y)}H${r(x + (a + 0.45) * w)}Z" fill="${cols[i % 3]}" opacity="${r(0.45 + i * 0.12)}"/>`
    }
    out += circle(x + w * 0.78, y + h * 0.3, h * 0.2, c2, 'opacity=".2"')
  } else {
    const waves = [
      { base: 0.55 + rnd() * 0.1, amp: 0.18, op: 0.75 },
      { base: 0.7 + rnd() * 0.08, amp: 0.14, op: 0.55 },
      { base: 0.84, amp: 0.1, op: 0.5 },
    ]
    waves.forEach((wv, i) => {
      const a = wv.amp * h * (0.6 + rnd() * 0.8)
      const y0 = y + wv.base * h
      const p1 = y0 - a * (rnd() - 0.2)
      const p2 = y0 + a * (rnd() - 0.6)
      out += `<path d="M${r(x)} ${r(y0)}C${r(x + w * 0.3)} ${r(p1 - a)} ${r(x + w * 0.6)} ${r(p2 + a)} ${r(x + w)} ${r(y0 - a * 0.8)}V${r(y + h)}H${r(x)}Z" fill="${cols[i]}" opacity="${wv.op}"/>`
    })
    out += `<circle cx="${r(x + w * (0.2 + rnd() * 0.6))}" cy="${r(y + h * (0.25 + rnd() * 0.15))}" r="${r(h * 0.18)}" fill="${c2}" opacity=".25"/>`
  }
  if (L.apple) {
    out += rect(x, y, w, h * 0.035, '#ffffff', 'opacity=".25"')
    out += rrect(x + w * 0.3, y + h * 0.9, w * 0.4, h * 0.07, h * 0.02, '#ffffff', 'opacity=".35"')
  } else {
    out += rect(x, y + h * 0.945, w, h * 0.055, '#0b0d14', 'opacity=".35"')
    for (let i = 0; i < 5; i++) out += rrect(x + w * (0.43 + i * 0.03), y + h * 0.955, w * 0.018, h * 0.035, 1, '#ffffff', 'opacity=".55"')
  }
  return `${out}</g>`
}

/** The display of a laptop lid or monitor in local coordinates. */
function screenArt(L: Look, w: number, h: number, rnd: () => number, clipId: string, chin = 0.045): string {
  const m = w * 0.022
  let out = rrect(0, 0, w, h, w * 0.02, L.bezel)
  out += wallpaper(L, m, m, w - 2 * m, h - m - h * chin, rnd, clipId)
  if (L.apple && L.kind !== 'aio') out += rrect(w / 2 - w * 0.06, m - 2, w * 0.12, h * 0.045, 3, L.bezel)
  out += circle(w / 2, m / 2 + 0.5, Math.max(1, m * 0.18), '#2a2f3a')
  // glass sheen
  out += `<path d="M${r(w * 0.55)} 0H${r(w * 0.8)}L${r(w * 0.5)} ${r(h)}H${r(w * 0.25)}Z" fill="#ffffff" opacity=".05"/>`
  return out
}

interface Key {
  x: number
  y: number
  w: number
  h: number
  id?: string
}

/** Keyboard layout in key units (15 wide, 19.4 with a number pad). */
function keyLayout(numpad: boolean): { keys: Key[]; w: number; h: number } {
  const keys: Key[] = []
  const fnH = 0.62
  for (let i = 0; i < 14; i++) keys.push({ x: (i * 15) / 14, y: 0, w: 15 / 14, h: fnH })
  const rows: [number, string?][][] = [
    [[1], [1], [1], [1], [1], [1], [1], [1], [1], [1], [1], [1], [1], [2]],
    [[1.5], [1], [1, 'w'], [1], [1], [1], [1], [1], [1], [1], [1], [1], [1], [1.5]],
    [[1.75], [1, 'a'], [1, 's'], [1, 'd'], [1], [1, 'g'], [1, 'h'], [1], [1], [1], [1], [1], [2.25]],
    [[2.25], [1], [1], [1], [1], [1, 'b'], [1], [1], [1], [1], [1], [2.75]],
  ]
  rows.forEach((row, ri) => {
    let x = 0
    for (const [w, id] of row) {
      keys.push({ x, y: fnH + 0.1 + ri, w, h: 1, id })
      x += w
    }
  })
  const y5 = fnH + 0.1 + 4
  let x = 0
  for (const w of [1, 1, 1, 1, 6, 1, 1]) {
    keys.push({ x, y: y5, w, h: 1, id: w === 6 ? 'space' : undefined })
    x += w
  }
  keys.push({ x, y: y5 + 0.5, w: 1, h: 0.5 })
  keys.push({ x: x + 1, y: y5, w: 1, h: 0.5 })
  keys.push({ x: x + 1, y: y5 + 0.5, w: 1, h: 0.5 })
  keys.push({ x: x + 2, y: y5 + 0.5, w: 1, h: 0.5 })
  let w = 15
  if (numpad) {
    const n = 15.4
    for (let i = 0; i < 4; i++) keys.push({ x: n + i, y: 0, w: 1, h: fnH })
    for (let i = 0; i < 4; i++) keys.push({ x: n + i, y: fnH + 0.1, w: 1, h: 1 })
    for (let rI = 1; rI <= 4; rI++) {
      const y = fnH + 0.1 + rI
      if (rI === 4) {
        keys.push({ x: n, y, w: 2, h: 1 })
        keys.push({ x: n + 2, y, w: 1, h: 1 })
      } else for (let i = 0; i < 3; i++) keys.push({ x: n + i, y, w: 1, h: 1 })
    }
    keys.push({ x: n + 3, y: fnH + 1.1, w: 1, h: 2 })
    keys.push({ x: n + 3, y: fnH + 3.1, w: 1, h: 2 })
    w = 19.4
  }
  return { keys, w, h: fnH + 0.1 + 5 }
}

/**
 * Keys as one path of shrunken rectangles; drawn with a round-joined stroke of the same
 * colour this gives rounded key caps in very few bytes.
 */
function keyPath(keys: Key[], x0: number, y0: number, u: number, gap: number): string {
  const rad = gap * 0.9
  const inset = gap / 2 + rad / 2
  return keys
    .map((k) => {
      const x = x0 + k.x * u + inset
      const y = y0 + k.y * u + inset
      const w = k.w * u - 2 * inset
      const h = k.h * u - 2 * inset
      return `M${r(x)} ${r(y)}h${r(w)}v${r(h)}h${r(-w)}z`
    })
    .join('')
}

/** Backlight bleeding between the keys: one strip per key block. */
function underglow(kx: number, ky: number, u: number, kw: number, kh: number): string {
  const blocks: [number, number][] =
    kw > 15
      ? [
          [0, 15],
          [15.4, kw],
        ]
      : [[0, kw]]
  return blocks
    .map(([a, b]) =>
      rrect(kx + a * u - u * 0.04, ky - u * 0.04, (b - a) * u + u * 0.08, kh * u + u * 0.08, u * 0.1, 'url(#rgb)', 'opacity=".9"'),
    )
    .join('')
}

/** Key caps with a soft drop shadow, the path defined once and used twice. */
function keyCaps(keys: Key[], x: number, y: number, u: number, cap: string, withShadow: boolean): string {
  const gap = u * 0.13
  const id = `k${Math.round(x)}`
  const sw = r(gap * 0.9)
  const use = (c: string, extra = '') =>
    `<use href="#${id}" fill="${c}" stroke="${c}" stroke-width="${sw}" stroke-linejoin="round"${extra}/>`
  let out = `<defs><path id="${id}" d="${keyPath(keys, x, y, u, gap)}"/></defs>`
  if (withShadow) out += use(darken(cap, 0.55), ` y="${r(u * 0.06)}"`)
  return out + use(cap)
}

/** Keyboard deck (palm rest, keys, trackpad) in local coordinates w x d. */
function deckArt(L: Look, w: number, d: number, full: boolean): string {
  const gaming = L.kind === 'gaming'
  let out = ''
  if (full) {
    out += rrect(0, 0, w, d, w * 0.03, 'url(#deck)', `stroke="${darken(L.body, 0.2)}" stroke-width="${r(w * 0.003)}"`)
    out += rrect(w * 0.03, 0, w * 0.94, d * 0.04, d * 0.015, darken(L.body, 0.3))
  }
  const { keys, w: kw, h: kh } = keyLayout(L.numpad)
  const areaW = w * (L.numpad ? 0.9 : 0.8)
  const u = Math.min(areaW / kw, (d * 0.45) / kh)
  const kx = (w - kw * u) / 2
  const ky = d * (gaming ? 0.15 : 0.1)
  const gap = u * 0.13
  if (gaming) {
    // exhaust-style slots between hinge and keys
    const n = 28
    const sw = (w * 0.7) / n
    for (let i = 0; i < n; i++) out += rrect(w * 0.15 + i * sw, d * 0.06, sw * 0.55, d * 0.05, sw * 0.25, darken(L.body, 0.45))
  }
  out += rrect(kx - u * 0.18, ky - u * 0.18, kw * u + u * 0.36, kh * u + u * 0.36, u * 0.2, darken(L.body, gaming ? 0.35 : 0.12))
  if (gaming) out += underglow(kx, ky, u, kw, kh)
  out += keyCaps(keys, kx, ky, u, L.keys, full)
  if (gaming) {
    const wasd = keys.filter((k) => k.id && 'wasd'.includes(k.id) && k.id.length === 1)
    const c = L.accent[0]
    out += `<path d="${keyPath(wasd, kx, ky, u, gap)}" fill="${c}" stroke="${c}" stroke-width="${r(gap * 0.9)}" stroke-linejoin="round" opacity=".35"/>`
  }
  if (L.trackpoint) {
    const g = keys.find((k) => k.id === 'g') as Key
    out += circle(kx + (g.x + g.w) * u, ky + (g.y + g.h) * u, u * 0.16, '#d6202b')
  }
  // trackpad, centred under the space bar
  const space = keys.find((k) => k.id === 'space') as Key
  const tcx = kx + (space.x + space.w / 2) * u
  const tw = w * (L.apple ? 0.46 : gaming ? 0.3 : 0.36)
  const top = ky + kh * u + d * 0.05
  let th = Math.min(tw * 0.62, d * 0.93 - top)
  if (L.trackpoint) {
    const bw = tw / 3
    for (let i = 0; i < 3; i++) out += rrect(tcx - tw / 2 + i * bw + 1, top, bw - 2, d * 0.05, 2, darken(L.body, 0.25))
    out += rect(tcx - bw / 2 + 1, top, bw - 2, d * 0.008, '#d6202b')
    out += rect(tcx - tw / 2 + 1, top + d * 0.04, bw - 2, d * 0.006, '#d6202b', 'opacity=".7"')
    out += rect(tcx + bw / 2 + 1, top + d * 0.04, bw - 2, d * 0.006, '#d6202b', 'opacity=".7"')
    th -= d * 0.06
    out += rrect(tcx - tw / 2, top + d * 0.06, tw, th, u * 0.2, darken(L.body, 0.18))
  } else {
    out += rrect(
      tcx - tw / 2,
      top,
      tw,
      th,
      u * 0.25,
      lighten(L.body, isLight(L.body) ? 0.25 : 0.06),
      `stroke="${darken(L.body, 0.18)}" stroke-width="${r(u * 0.04)}"`,
    )
  }
  if (gaming) {
    // accent strips along both sides of the keyboard
    const sx = [kx - u * 0.45, kx + kw * u + u * 0.35]
    for (const x of sx) out += rrect(x, ky, u * 0.1, kh * u, u * 0.05, L.accent[0])
  } else if (!L.apple) {
    out += rrect(w - kx + u * 0.1, d * 0.05, u * 0.5, u * 0.28, u * 0.08, darken(L.body, 0.25))
  }
  return out
}

/** Fan symbol (face on), used through <use href="#fan">. */
function fanSymbol(frame: string, blade: string, ring: string | null): string {
  let blades = ''
  for (let i = 0; i < 7; i++) {
    blades += `<path d="M0-12C14-16 30-30 24-44C12-44 2-32-5-13Z" fill="${blade}" transform="rotate(${r((i * 360) / 7)})"/>`
  }
  const ringSvg = ring ? `<circle r="44" fill="none" stroke="${ring}" stroke-width="4"/>` : ''
  return `<symbol id="fan" viewBox="-50 -50 100 100"><rect x="-50" y="-50" width="100" height="100" rx="12" fill="${frame}"/><circle r="46" fill="#0d0e11"/>${ringSvg}${blades}<circle r="13" fill="${lighten(frame, 0.12)}"/><circle r="5" fill="${lighten(frame, 0.3)}"/></symbol>`
}
const fan = (cx: number, cy: number, size: number): string =>
  `<use href="#fan" x="${r(cx - size / 2)}" y="${r(cy - size / 2)}" width="${r(size)}" height="${r(size)}"/>`

// ---------------------------------------------------------------------------------------
// Document wrapper

function svgDoc(title: string, L: Look, defs: string, body: string): string {
  const [c0, c1] = L.wall
  const rainbow = L.accent.length > 2 ? L.accent : [L.accent[0], L.accent[1] ?? L.accent[0], L.accent[0]]
  const common =
    linGrad('bg', ['#f4f6fb', '#e6ebf5']) +
    `<radialGradient id="sh"><stop offset="0" stop-color="#1b2333" stop-opacity=".28"/><stop offset="1" stop-color="#1b2333" stop-opacity="0"/></radialGradient>` +
    linGrad('wp', [c0, c1], 1, 1) +
    linGrad('rgb', rainbow, 1, 0) +
    linGrad('deck', [lighten(L.body, 0.12), L.body, darken(L.body, 0.06)], 0, 1)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-labelledby="title">` +
    `<title id="title">${esc(title)}</title><defs>${common}${defs}</defs><rect width="800" height="600" fill="url(#bg)"/>${body}` +
    `<text x="28" y="576" font-family="${FONT}" font-size="13" font-weight="600" letter-spacing="2" fill="#9aa3b5">${esc(L.label)}</text></svg>\n`
  )
}

// ---------------------------------------------------------------------------------------
// Laptops

function laptopSize(p: SeedProduct, L: Look): { W: number; D: number; T: number; H: number; lid: number } {
  const inches = Number.parseFloat(p.specs.display ?? '') || 14
  const W = inches * 22
  const thin = p.slug.includes('razer') ? 17 : L.kind === 'gaming' ? 24 : L.apple ? 11 : 14
  return { W, D: W * 0.69, T: thin, H: W * (inches >= 15 && inches < 15.9 ? 0.6 : 0.655), lid: L.kind === 'gaming' ? 7 : 5 }
}

function laptopFront(p: SeedProduct, L: Look): string {
  const { W, D, T, H, lid } = laptopSize(p, L)
  const phi = (108 * Math.PI) / 180
  const d: P3 = [0, Math.sin(phi), Math.cos(phi)]
  const n: P3 = [0, -Math.cos(phi), Math.sin(phi)]
  const A: P3 = [-W / 2, T, -D / 2]
  const B: P3 = [W / 2, T, -D / 2]
  const C = add(B, mul(d, H))
  const Dp = add(A, mul(d, H))
  const back = mul(n, -lid)
  const base: P3[] = [
    [-W / 2, 0, -D / 2],
    [W / 2, 0, -D / 2],
    [W / 2, 0, D / 2],
    [-W / 2, 0, D / 2],
  ]
  const cam = camera(-28, 22, [...base, ...base.map((q) => add(q, [0, T, 0])), C, Dp, add(C, back), add(Dp, back)], {
    x: 80,
    y: 40,
    w: 640,
    h: 470,
  })
  const rnd = seeded(p.slug)
  const side = darken(L.body, 0.22)
  let out = ''
  out += floorShadow(cam, base, 10)
  // lid
  out += cam.poly([B, C, add(C, back), add(B, back)], side)
  out += cam.poly([Dp, C, add(C, back), add(Dp, back)], lighten(L.body, 0.1))
  out += cam.poly([A, B, C, Dp], darken(L.body, 0.1))
  out += `<g transform="${cam.frame(Dp, [1, 0, 0], mul(d, -1))}">${screenArt(L, W, H, rnd, 'sc')}</g>`
  // base: right side with ports, front edge, deck
  const ftl: P3 = [-W / 2, T, D / 2]
  out += cam.poly(
    [
      [W / 2, T, D / 2],
      [W / 2, T, -D / 2],
      [W / 2, 0, -D / 2],
      [W / 2, 0, D / 2],
    ],
    side,
  )
  let ports = ''
  for (let i = 0; i < 3; i++) ports += rrect(D * (0.35 + i * 0.09), T * 0.35, D * 0.055, T * 0.3, T * 0.15, darken(L.body, 0.6))
  out += `<g transform="${cam.frame([W / 2, T, D / 2], [0, 0, -1], [0, -1, 0])}">${ports}</g>`
  out += cam.poly([ftl, [W / 2, T, D / 2], [W / 2, 0, D / 2], [-W / 2, 0, D / 2]], darken(L.body, 0.14))
  let front = rect(0, 0, W, T * 0.12, lighten(L.body, 0.2), 'opacity=".6"')
  if (L.kind === 'gaming') front += rect(W * 0.08, T * 0.72, W * 0.84, T * 0.1, 'url(#rgb)')
  else front += rrect(W / 2 - W * 0.05, 0, W * 0.1, T * 0.3, T * 0.15, darken(L.body, 0.12))
  out += `<g transform="${cam.frame(ftl, [1, 0, 0], [0, -1, 0])}">${front}</g>`
  out += cam.poly([A, B, [W / 2, T, D / 2], ftl], 'url(#deck)')
  out += `<g transform="${cam.frame(A, [1, 0, 0], [0, 0, 1])}">${deckArt(L, W, D, false)}</g>`
  return out
}

function laptopSide(p: SeedProduct, L: Look): View {
  const { W, D, T, H, lid } = laptopSize(p, L)
  const Tf = T * 0.72
  const phi = (104 * Math.PI) / 180
  const d: P3 = [0, Math.sin(phi), Math.cos(phi)]
  const n: P3 = [0, -Math.cos(phi), Math.sin(phi)]
  const back = mul(n, -lid)
  const A: P3 = [-W / 2, T, -D / 2]
  const B: P3 = [W / 2, T, -D / 2]
  const C = add(B, mul(d, H))
  const Dp = add(A, mul(d, H))
  // wedge-shaped base: thicker at the hinge
  const b0: P3[] = [
    [-W / 2, 0, -D / 2],
    [W / 2, 0, -D / 2],
    [W / 2, 0, D / 2],
    [-W / 2, 0, D / 2],
  ]
  const frontTop: [P3, P3] = [
    [W / 2, Tf, D / 2],
    [-W / 2, Tf, D / 2],
  ]
  const bt: P3[] = [A, B, ...frontTop]
  const cam = camera(-70, 9, [...b0, ...bt, C, Dp, add(C, back), add(B, back)], { x: 70, y: 50, w: 660, h: 460 })
  let out = floorShadow(cam, b0, 4)
  // lid: outer back is hidden, so draw the right edge, the top edge and a sliver of the screen
  out += cam.poly([B, C, add(C, back), add(B, back)], 'url(#edge)')
  out += cam.poly([Dp, C, add(C, back), add(Dp, back)], lighten(L.body, 0.15))
  out += cam.poly([A, B, C, Dp], L.bezel)
  out += `<g transform="${cam.frame(Dp, [1, 0, 0], mul(d, -1))}">${screenArt(L, W, H, seeded(p.slug), 'sc')}</g>`
  // base: deck (sloped), front edge, right side with ports
  const slope: P3 = [0, (Tf - T) / D, 1]
  out += cam.poly(bt, 'url(#deck)')
  out += `<g transform="${cam.frame(A, [1, 0, 0], slope)}">${deckArt(L, W, D, false)}</g>`
  const [fr, fl] = frontTop
  out += cam.poly([fl, fr, [W / 2, 0, D / 2], [-W / 2, 0, D / 2]], darken(L.body, 0.12))
  out += cam.poly([B, fr, [W / 2, 0, D / 2], [W / 2, 0, -D / 2]], 'url(#edge)')
  const base = (z: number) => T + ((Tf - T) * z) / D
  let side = `<path d="M0 ${r(-T + 0.4)}L${r(D)} ${r(-Tf + 0.4)}" stroke="${lighten(L.body, 0.35)}" stroke-width="0.7"/>`
  if (L.kind === 'gaming') side += `<path d="M${r(D * 0.5)} -1.6H${r(D - 3)}" stroke="url(#rgb)" stroke-width="1.4"/>`
  let z = D * 0.14
  for (const port of L.ports) {
    const h = base(z)
    const scale = Math.min(1, (h * 0.7) / PORT_H[port])
    const [svg, w] = portArt(port, z + (PORT_MM[port] * scale) / 2, -h / 2, scale, darken(L.body, 0.2))
    side += svg
    z += w + 5
  }
  side += circle(D - 10, -base(D - 10) / 2, 0.9, '#7dffb0')
  out += `<g transform="${cam.frame([W / 2, 0, -D / 2], [0, 0, 1], [0, -1, 0])}">${side}</g>`
  // rubber feet
  for (const f of [0.12, 0.88]) {
    const q = cam.p([W / 2 - 6, 0, -D / 2 + D * f])
    out += rrect(q[0] - 9, q[1] - 1, 18, 4, 2, darken(L.body, 0.5))
  }
  const defs = linGrad('edge', [lighten(L.body, 0.08), darken(L.body, 0.28)])
  return svgBody(defs, out)
}

function laptopDeck(p: SeedProduct, L: Look): string {
  const { W, D } = laptopSize(p, L)
  const k = Math.min(680 / W, 440 / D)
  const x = (800 - W * k) / 2
  const y = (600 - D * k) / 2 - 8
  let out = shadow(400, y + D * k + 6, W * k * 0.52, 26)
  out += rrect(x, y + 6, W * k, D * k, W * k * 0.03, '#1b2333', 'opacity=".12"')
  out += `<g transform="translate(${r(x)} ${r(y)}) scale(${r(k * 1000) / 1000})">${deckArt(L, W, D, true)}</g>`
  return out
}

/** One port drawn centred on (cx, cy) at `mm` pixels per millimetre; returns [svg, width]. */
function portArt(port: Port, cx: number, cy: number, mm: number, body: string): [string, number] {
  const hole = '#141519'
  const inner = '#3b3f48'
  let out = ''
  let w = 0
  if (port === 'usbc') {
    w = 8.4 * mm
    const h = 2.6 * mm
    out += rrect(cx - w / 2, cy - h / 2, w, h, h / 2, hole)
    out += rrect(cx - w * 0.32, cy - h * 0.12, w * 0.64, h * 0.24, h * 0.1, inner)
  } else if (port === 'magsafe') {
    w = 11 * mm
    const h = 2.2 * mm
    out += rrect(cx - w / 2, cy - h / 2, w, h, h / 2, hole)
    for (let i = 0; i < 5; i++) out += circle(cx - w * 0.24 + i * w * 0.12, cy, h * 0.16, '#c9a24a')
  } else if (port === 'usba') {
    w = 12 * mm
    const h = 4.5 * mm
    out += rrect(cx - w / 2, cy - h / 2, w, h, 0.5 * mm, hole)
    out += rect(cx - w * 0.42, cy - h * 0.3, w * 0.84, h * 0.28, '#2f6fdd')
  } else if (port === 'hdmi') {
    w = 14 * mm
    const h = 4.6 * mm
    const x0 = cx - w / 2
    const y0 = cy - h / 2
    out += `<path d="M${r(x0)} ${r(y0)}H${r(x0 + w)}V${r(y0 + h * 0.55)}L${r(x0 + w - h * 0.45)} ${r(y0 + h)}H${r(x0 + h * 0.45)}L${r(x0)} ${r(y0 + h * 0.55)}Z" fill="${hole}"/>`
    out += rect(x0 + w * 0.14, cy - h * 0.1, w * 0.72, h * 0.22, inner)
  } else if (port === 'rj45') {
    w = 16 * mm
    const h = 13 * mm
    const x0 = cx - w / 2
    const y0 = cy - h / 2
    out += `<path d="M${r(x0)} ${r(y0)}H${r(x0 + w)}V${r(y0 + h * 0.78)}H${r(x0 + w * 0.7)}V${r(y0 + h)}H${r(x0 + w * 0.3)}V${r(y0 + h * 0.78)}H${r(x0)}Z" fill="${hole}"/>`
    for (let i = 0; i < 8; i++) out += rect(x0 + w * (0.2 + i * 0.08), y0 + h * 0.06, w * 0.035, h * 0.2, '#c9a24a')
  } else if (port === 'jack') {
    w = 6 * mm
    out += circle(cx, cy, w / 2, darken(body, 0.2))
    out += circle(cx, cy, w * 0.3, hole)
  } else {
    w = 24 * mm
    const h = 2.1 * mm
    const rim = isLight(body) ? darken(body, 0.25) : lighten(body, 0.2)
    out += rrect(cx - w / 2 - mm * 0.4, cy - h / 2 - mm * 0.4, w + mm * 0.8, h + mm * 0.8, h * 0.5, rim)
    out += rrect(cx - w / 2, cy - h / 2, w, h, h * 0.3, hole)
  }
  return [out, w]
}

/** Port widths and heights in millimetres. */
const PORT_MM: Record<Port, number> = { usbc: 8.4, usba: 12, hdmi: 14, rj45: 16, jack: 6, magsafe: 11, sd: 24 }
const PORT_H: Record<Port, number> = { usbc: 2.6, usba: 4.5, hdmi: 4.6, rj45: 13, jack: 6, magsafe: 2.2, sd: 2.1 }

const PORT_NAMES: Record<Port, string> = {
  usbc: 'USB-C',
  usba: 'USB-A',
  hdmi: 'HDMI',
  rj45: 'Ethernet',
  jack: 'Audio',
  magsafe: 'MagSafe',
  sd: 'SD card',
}

/** Close-up of the side edge of a closed laptop, ports in a row. */
function laptopPorts(p: SeedProduct, L: Look): View {
  const gaming = L.kind === 'gaming'
  const size = laptopSize(p, L)
  const baseMm = Math.max(size.T * 0.75, 9)
  const lidMm = size.lid
  const gapMm = 5
  const widths = PORT_MM
  const totalMm = L.ports.reduce((s, q) => s + widths[q], 0) + gapMm * (L.ports.length - 1)
  const mm = Math.min(9, 470 / totalMm, 210 / (baseMm + lidMm))
  const x0 = -20
  const x1 = 700
  const lidH = lidMm * mm
  const baseH = baseMm * mm
  const top = 300 - (lidH + baseH) / 2
  const side = darken(L.body, 0.16)
  let defs = linGrad('edge', [lighten(L.body, 0.1), side, darken(L.body, 0.3)])
  defs += `<linearGradient id="fade" x1="0" x2="1" y1="0" y2="0"><stop offset=".02" stop-color="#000"/><stop offset=".18" stop-color="#fff"/></linearGradient>`
  defs += `<mask id="fm" maskUnits="userSpaceOnUse" x="0" y="0" width="800" height="600"><rect width="800" height="600" fill="url(#fade)"/></mask>`
  let out = '<g mask="url(#fm)">'
  out += shadow(400, top + lidH + baseH + 14, 360, 22)
  const rad = (lidH + baseH) * 0.35
  out += `<path d="M${x0} ${r(top)}H${r(x1 - rad)}Q${x1} ${r(top)} ${x1} ${r(top + rad)}V${r(top + lidH + baseH - rad)}Q${x1} ${r(top + lidH + baseH)} ${r(x1 - rad)} ${r(top + lidH + baseH)}H${x0}Z" fill="url(#edge)"/>`
  out += rect(x0, top, x1 - x0 - rad, 2, lighten(L.body, 0.45), 'opacity=".8"')
  out += rect(x0, top + lidH, x1 - x0 - 2, 1.5, darken(L.body, 0.45))
  if (gaming) out += rect(x0, top + lidH + baseH - 6, x1 - x0 - rad, 3, 'url(#rgb)')
  // ports from the front corner backwards
  let x = x1 - 70
  const cy = top + lidH + baseH / 2
  let labels = ''
  for (const port of [...L.ports].reverse()) {
    const w = widths[port] * mm
    const [svg] = portArt(port, x - w / 2, cy, mm, side)
    out += svg
    labels += `<text x="${r(x - w / 2)}" y="${r(top + lidH + baseH + 46)}" text-anchor="middle" font-family="${FONT}" font-size="13" fill="#7a8396">${PORT_NAMES[port]}</text>`
    x -= w + gapMm * mm
  }
  // status light
  out += circle(x1 - 30, top + lidH + baseH * 0.5, 2.5, '#7dffb0')
  out += `</g>${labels}`
  return svgBody(defs, out)
}

/** A drawn view: the drawing plus any <defs> it needs. */
interface View {
  defs: string
  body: string
}
function svgBody(defs: string, body: string): View {
  return { defs, body }
}

// ---------------------------------------------------------------------------------------
// Towers

function towerSize(L: Look): { W: number; H: number; D: number } {
  if (L.tower === 'victus') return { W: 160, H: 340, D: 300 }
  if (L.tower === 'xps') return { W: 175, H: 370, D: 310 }
  return { W: 220, H: 470, D: 450 }
}

/** Front panel in local coordinates W x H. */
function towerFront(L: Look, W: number, H: number): string {
  const b = L.body
  let out = rrect(0, 0, W, H, W * 0.03, 'url(#front)')
  const io = (y: number, col: string) => {
    let s = circle(W * 0.5, y, W * 0.045, darken(b, 0.4), `stroke="${L.accent[0]}" stroke-width="${r(W * 0.008)}"`)
    s += rrect(W * 0.18, y - W * 0.02, W * 0.1, W * 0.04, 1, col)
    s += rrect(W * 0.31, y - W * 0.02, W * 0.07, W * 0.04, W * 0.02, col)
    s += circle(W * 0.72, y, W * 0.02, col)
    s += rrect(W * 0.78, y - W * 0.01, W * 0.06, W * 0.02, 1, col)
    return s
  }
  if (L.tower === 'victus') {
    out += `<path d="M${r(W * 0.06)} ${r(H * 0.1)}H${r(W * 0.94)}V${r(H * 0.4)}L${r(W * 0.06)} ${r(H * 0.78)}Z" fill="${lighten(b, 0.07)}"/>`
    out += `<path d="M${r(W * 0.94)} ${r(H * 0.4)}L${r(W * 0.06)} ${r(H * 0.78)}" stroke="url(#rgb)" stroke-width="${r(W * 0.02)}"/>`
    out += `<text x="${r(W * 0.5)}" y="${r(H * 0.9)}" text-anchor="middle" font-family="${FONT}" font-size="${r(W * 0.09)}" font-weight="700" fill="${lighten(b, 0.4)}">hp</text>`
    out += io(H * 0.05, darken(b, 0.5))
  } else if (L.tower === 'xps') {
    out += rrect(W * 0.1, H * 0.1, W * 0.8, H * 0.84, W * 0.03, darken(b, 0.72))
    for (let i = 0; i < 9; i++) out += rect(W * (0.17 + i * 0.075), H * 0.3, W * 0.03, H * 0.58, darken(b, 0.85))
    out += rect(W * 0.1, H * 0.93, W * 0.8, H * 0.008, L.accent[0], 'opacity=".8"')
    out += io(H * 0.05, darken(b, 0.55))
  } else {
    const glass = L.tower === 'glass'
    out += rrect(W * 0.07, H * 0.09, W * 0.86, H * 0.86, W * 0.03, '#0e0f12')
    const fs = Math.min(W * 0.74, H * 0.26)
    for (let i = 0; i < 3; i++) out += fan(W / 2, H * 0.09 + fs * 0.62 + i * fs * 1.05, fs)
    if (glass) out += rrect(W * 0.07, H * 0.09, W * 0.86, H * 0.86, W * 0.03, '#ffffff', 'opacity=".08"')
    else out += rrect(W * 0.07, H * 0.09, W * 0.86, H * 0.86, W * 0.03, 'url(#mesh)')
    out += io(H * 0.045, glass ? darken(b, 0.45) : darken(b, 0.5))
  }
  out += rrect(0, 0, W, H, W * 0.03, 'none', `stroke="${darken(b, 0.25)}" stroke-width="${r(W * 0.006)}"`)
  return out
}

/** Side panel with a glass window, in local coordinates D (back → front) x H. */
function towerSide(L: Look, D: number, H: number, liquid: boolean): string {
  const b = L.body
  const m = Math.min(D, H) * 0.06
  const [wx, wy, ww, wh] = [m, m, D - 2 * m, H - 2 * m]
  let out = rrect(0, 0, D, H, D * 0.02, 'url(#panel)')
  out += `<clipPath id="win"><rect x="${r(wx)}" y="${r(wy)}" width="${r(ww)}" height="${r(wh)}" rx="${r(m * 0.4)}"/></clipPath><g clip-path="url(#win)">`
  out += rect(wx, wy, ww, wh, '#15171c')
  const X = (f: number) => wx + f * ww
  const Y = (f: number) => wy + f * wh
  // motherboard with heatsinks and slots
  out += rrect(X(0.04), Y(0.05), ww * 0.6, wh * 0.6, 2, '#23262d')
  out += rect(X(0.04), Y(0.07), ww * 0.07, wh * 0.2, '#3a3e47')
  out += rect(X(0.13), Y(0.07), ww * 0.3, wh * 0.05, '#3a3e47')
  for (let i = 0; i < 3; i++) out += rect(X(0.08), Y(0.58 + i * 0.022) + (i ? wh * 0.06 : 0), ww * 0.5, wh * 0.008, '#101115')
  out += rect(X(0.5), Y(0.45), ww * 0.1, wh * 0.08, '#30343c')
  // CPU cooler
  const cpx = X(0.27)
  const cpy = Y(0.26)
  if (liquid) {
    out += rect(X(0.07), Y(0.0), ww * 0.74, wh * 0.045, '#1e2026')
    for (let i = 0; i < 3; i++) out += rect(X(0.09 + i * 0.24), Y(0.045), ww * 0.2, wh * 0.022, '#0e0f12')
    out += `<path d="M${r(cpx + ww * 0.03)} ${r(cpy - ww * 0.06)}C${r(cpx + ww * 0.05)} ${r(Y(0.12))} ${r(X(0.45))} ${r(Y(0.12))} ${r(X(0.5))} ${r(Y(0.07))}M${r(cpx + ww * 0.07)} ${r(cpy - ww * 0.03)}C${r(cpx + ww * 0.12)} ${r(Y(0.16))} ${r(X(0.55))} ${r(Y(0.14))} ${r(X(0.6))} ${r(Y(0.07))}" fill="none" stroke="#0b0c0f" stroke-width="${r(ww * 0.018)}" stroke-linecap="round"/>`
    out += circle(cpx, cpy, ww * 0.08, '#0f1013')
    out += circle(cpx, cpy, ww * 0.07, 'none', `stroke="url(#rgb)" stroke-width="${r(ww * 0.012)}"`)
    out += circle(cpx, cpy, ww * 0.045, '#1d2027')
  } else {
    out += rect(cpx - ww * 0.08, cpy - wh * 0.17, ww * 0.16, wh * 0.34, 'url(#fins)')
    out += rect(cpx + ww * 0.08, cpy - wh * 0.15, ww * 0.035, wh * 0.3, '#0f1013')
    out += rect(cpx + ww * 0.08, cpy - wh * 0.15, ww * 0.008, wh * 0.3, L.accent[0])
    for (let i = 0; i < 4; i++) out += rrect(cpx - ww * 0.06 + i * ww * 0.035, cpy - wh * 0.19, ww * 0.014, wh * 0.03, 2, '#c27c45')
    out += rect(cpx - ww * 0.08, cpy - wh * 0.17, ww * 0.16, wh * 0.015, '#2b2e35')
  }
  // RAM
  for (let i = 0; i < 4; i++) {
    out += rect(X(0.42 + i * 0.028), Y(0.1), ww * 0.016, wh * 0.26, '#2c3038')
    out += rect(X(0.42 + i * 0.028), Y(0.1), ww * 0.016, wh * 0.035, i % 2 ? (L.accent[1] ?? L.accent[0]) : L.accent[0])
  }
  // graphics card
  out += rrect(X(0.03), Y(0.5), ww * 0.74, wh * 0.12, 3, '#2a2d34')
  out += rect(X(0.03), Y(0.5), ww * 0.74, wh * 0.02, '#3b3f48')
  out += rect(X(0.12), Y(0.59), ww * 0.56, wh * 0.008, 'url(#rgb)')
  out += rrect(X(0.46), Y(0.535), ww * 0.22, wh * 0.035, 2, '#1a1c21')
  // PSU shroud
  out += rect(wx, Y(0.78), ww, wh * 0.22, darken(b, isLight(b) ? 0.1 : -0.0), '')
  out += rect(wx, Y(0.78), ww, wh * 0.22, isLight(b) ? '#ffffff' : '#2b2e35', `opacity="${isLight(b) ? 0.6 : 1}"`)
  for (let i = 0; i < 12; i++) out += rrect(X(0.1 + i * 0.05), Y(0.84), ww * 0.025, wh * 0.1, ww * 0.01, isLight(b) ? '#c9ced6' : '#1b1d22')
  // front intake fans
  const fs = Math.min(ww * 0.19, wh * 0.23)
  for (let i = 0; i < 3; i++) out += fan(X(0.88), Y(0.05) + fs * 0.55 + i * fs * 1.05, fs)
  // rear exhaust (edge on)
  out += rect(wx, Y(0.1), ww * 0.02, wh * 0.25, '#0c0d10')
  out += `<path d="M${r(X(0.55))} ${r(wy)}H${r(X(0.75))}L${r(X(0.3))} ${r(wy + wh)}H${r(X(0.1))}Z" fill="#ffffff" opacity=".06"/></g>`
  out += rrect(wx, wy, ww, wh, m * 0.4, 'none', `stroke="${darken(b, 0.35)}" stroke-width="${r(m * 0.12)}"`)
  for (const x of [wx + m * 0.45, wx + ww - m * 0.45])
    for (const y of [wy + m * 0.45, wy + wh - m * 0.45]) out += circle(x, y, m * 0.16, '#8b919c')
  return out
}

function towerDefs(L: Look): string {
  const b = L.body
  const light = isLight(b)
  let defs = linGrad('front', [lighten(b, 0.1), b, darken(b, 0.12)], 1, 1)
  defs += linGrad('panel', [light ? lighten(b, 0.3) : lighten(b, 0.08), darken(b, 0.08)], 1, 1)
  defs += `<pattern id="mesh" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="${b}" opacity=".55"/><circle cx="3" cy="3" r="2.1" fill="#000" opacity=".6"/></pattern>`
  defs += `<pattern id="fins" width="8" height="4" patternUnits="userSpaceOnUse"><rect width="8" height="4" fill="#8f969f"/><rect width="8" height="1.4" fill="#5b6068"/></pattern>`
  const ring = L.tower === 'xps' ? null : 'url(#rgb)'
  defs += fanSymbol('#1c1e23', '#2a2d34', ring)
  return defs
}

function towerFront3d(p: SeedProduct, L: Look): View {
  const { W, H, D } = towerSize(L)
  const corners: P3[] = []
  for (const x of [-W / 2, W / 2]) for (const y of [0, H]) for (const z of [-D / 2, D / 2]) corners.push([x, y, z])
  const cam = camera(26, 10, corners, { x: 170, y: 40, w: 460, h: 500 })
  let out = ''
  const c = cam.p([0, 0, 0])
  out += shadow(c[0], c[1] + 6, 260, 40)
  const liquid = /liquid|aio/i.test(p.specs.cooling ?? '')
  out += cam.poly(
    [
      [-W / 2, H, -D / 2],
      [W / 2, H, -D / 2],
      [W / 2, H, D / 2],
      [-W / 2, H, D / 2],
    ],
    lighten(L.body, 0.18),
  )
  let topArt = rrect(W * 0.15, D * 0.1, W * 0.7, D * 0.6, 4, 'url(#mesh)')
  topArt += rrect(W * 0.15, D * 0.1, W * 0.7, D * 0.6, 4, 'none', `stroke="${darken(L.body, 0.2)}"`)
  out += `<g transform="${cam.frame([-W / 2, H, -D / 2], [1, 0, 0], [0, 0, 1])}">${topArt}</g>`
  out += `<g transform="${cam.frame([-W / 2, H, -D / 2], [0, 0, 1], [0, -1, 0])}">${towerSide(L, D, H, liquid)}</g>`
  out += `<g transform="${cam.frame([-W / 2, H, D / 2], [1, 0, 0], [0, -1, 0])}">${towerFront(L, W, H)}</g>`
  return svgBody(towerDefs(L), out)
}

function towerSide2d(p: SeedProduct, L: Look): View {
  const { H, D } = towerSize(L)
  const k = Math.min(600 / D, 500 / H)
  const x = (800 - D * k) / 2
  const y = (600 - H * k) / 2 - 10
  const liquid = /liquid|aio/i.test(p.specs.cooling ?? '')
  let out = shadow(400, y + H * k + 6, D * k * 0.55, 22)
  out += `<g transform="translate(${r(x)} ${r(y)}) scale(${r(k * 1000) / 1000})">${towerSide(L, D, H, liquid)}`
  for (const fx of [0.12, 0.88]) out += rrect(D * fx - 14, H, 28, 6, 2, '#2a2d33')
  out += '</g>'
  return svgBody(towerDefs(L), out)
}

/** The I/O plate, in local coordinates w x h (vertical). */
/** The motherboard I/O plate in local coordinates w x h, with label positions for the callout. */
function ioPlate(w: number, h: number): { svg: string; labels: [number, string][] } {
  const labels: [number, string][] = []
  let out = rrect(0, 0, w, h, 3, '#c3c8cf')
  const U = w / 44
  let y = h * 0.04
  const usb = (yy: number, tongue = '#2f6fdd') =>
    rrect(w * 0.3, yy, 13 * U, 5 * U, 0.6 * U, '#15171b') + rect(w * 0.3 + 1.2 * U, yy + 1.1 * U, 10.6 * U, 1.6 * U, tongue)
  // Wi-Fi antennas
  out += circle(w * 0.3, y + 4 * U, 3.2 * U, '#d4a94f') + circle(w * 0.7, y + 4 * U, 3.2 * U, '#d4a94f')
  out += circle(w * 0.3, y + 4 * U, 1.2 * U, '#8a6a2a') + circle(w * 0.7, y + 4 * U, 1.2 * U, '#8a6a2a')
  labels.push([y + 4 * U, 'Wi-Fi antenna'])
  y += 11 * U
  labels.push([y + 2.5 * U, 'DisplayPort'])
  // display outputs
  out += `<path d="M${r(w * 0.27)} ${r(y)}h${r(16 * U)}v${r(3 * U)}l${r(-2 * U)} ${r(2 * U)}h${r(-14 * U)}z" fill="#15171b"/>`
  y += 8 * U
  labels.push([y + 13.5 * U, 'USB 3.2'])
  for (let i = 0; i < 4; i++) {
    out += usb(y)
    y += 7 * U
  }
  // USB-C and Ethernet
  out += rrect(w * 0.33, y, 8.4 * U, 2.6 * U, 1.3 * U, '#15171b')
  labels.push([y + 1.3 * U, 'USB-C'])
  y += 6 * U
  labels.push([y + 6.5 * U, 'Ethernet'])
  out += rect(w * 0.3, y, 16 * U, 13 * U, '#15171b') + rect(w * 0.3 + 2 * U, y + 1 * U, 12 * U, 2 * U, '#c9a24a')
  out += circle(w * 0.3 + 1.5 * U, y + 11.5 * U, 0.9 * U, '#7dffb0') + circle(w * 0.3 + 14.5 * U, y + 11.5 * U, 0.9 * U, '#ffb347')
  y += 18 * U
  labels.push([y + 13.5 * U, 'USB 2.0'])
  for (let i = 0; i < 4; i++) {
    out += usb(y, '#5b606b')
    y += 7 * U
  }
  labels.push([y + 13 * U, 'Audio'])
  // audio
  const audio = ['#48a7ff', '#4fd36a', '#ff7ab6']
  audio.forEach((col, i) => {
    out += circle(w * 0.5, y + 4 * U + i * 9 * U, 3.5 * U, col) + circle(w * 0.5, y + 4 * U + i * 9 * U, 1.6 * U, '#15171b')
  })
  return { svg: out, labels }
}

function towerBack(_p: SeedProduct, L: Look): View {
  const { W, H } = towerSize(L)
  const k = 500 / H
  const pw = W * k
  const ph = H * k
  const x = 250 - pw / 2
  const y = 40
  const b = L.body
  let out = shadow(250, y + ph + 6, pw * 0.7, 18)
  out += rrect(x, y, pw, ph, 6, 'url(#front)')
  out += rrect(x + 4, y + 4, pw - 8, ph - 8, 4, darken(b, isLight(b) ? 0.08 : 0.15))
  // I/O plate
  const io = { x: x + pw * 0.1, y: y + ph * 0.05, w: pw * 0.24, h: ph * 0.36 }
  const plate = ioPlate(io.w, io.h)
  out += `<defs><g id="io">${plate.svg}</g></defs><use href="#io" x="${r(io.x)}" y="${r(io.y)}"/>`
  // exhaust fan with grille
  const fs = Math.min(pw * 0.5, ph * 0.26)
  const fx = x + pw * 0.7
  const fy = y + ph * 0.05 + fs / 2 + 4
  const grille = isLight(b) ? darken(b, 0.1) : lighten(b, 0.22)
  out += fan(fx, fy, fs)
  for (let i = 1; i <= 3; i++) out += circle(fx, fy, (fs / 2) * (i / 3.2), 'none', `stroke="${grille}" stroke-width="1.6" opacity=".8"`)
  out += `<path d="M${r(fx - fs / 2)} ${r(fy)}H${r(fx + fs / 2)}M${r(fx)} ${r(fy - fs / 2)}V${r(fy + fs / 2)}" stroke="${grille}" stroke-width="1.6" opacity=".8"/>`
  // expansion slots, GPU in the top two
  const sy = y + ph * 0.46
  const sh = (ph * 0.26) / 7
  for (let i = 0; i < 7; i++) {
    const yy = sy + i * sh
    out += rect(x + pw * 0.12, yy + 1, pw * 0.62, sh - 3, isLight(b) ? '#d3d7de' : '#30333a')
    if (i > 2) for (let j = 0; j < 6; j++) out += rrect(x + pw * (0.2 + j * 0.08), yy + sh * 0.3, pw * 0.05, sh * 0.3, 1, darken(b, 0.4))
  }
  const gx = x + pw * 0.12
  const gw = pw * 0.62
  out += rect(gx, sy + 1, gw, sh * 3 - 3, '#8d939c')
  const dp = (xx: number, yy: number) =>
    `<path d="M${r(xx)} ${r(yy)}h${r(gw * 0.14)}v${r(sh * 0.4)}l${r(-gw * 0.03)} ${r(sh * 0.18)}h${r(-gw * 0.11)}z" fill="#15171b"/>`
  for (let i = 0; i < 3; i++) out += dp(gx + gw * (0.08 + i * 0.2), sy + sh * 0.3)
  out += portArt('hdmi', gx + gw * 0.78, sy + sh * 0.55, gw * 0.011, b)[0]
  for (let i = 0; i < 5; i++) out += rrect(gx + gw * (0.08 + i * 0.18), sy + sh * 1.55, gw * 0.12, sh * 1.1, 2, darken('#8d939c', 0.45))
  // PSU
  const py = y + ph * 0.78
  const psh = ph * 0.18
  out += rect(x + pw * 0.06, py, pw * 0.88, psh, '#23252a')
  out += circle(x + pw * 0.62, py + psh / 2, psh * 0.42, '#15161a')
  for (let i = 1; i <= 3; i++)
    out += circle(x + pw * 0.62, py + psh / 2, psh * 0.42 * (i / 3.3), 'none', 'stroke="#3a3d44" stroke-width="1.4"')
  out += rrect(x + pw * 0.12, py + psh * 0.28, pw * 0.16, psh * 0.34, 2, '#0d0e10')
  out +=
    rect(x + pw * 0.15, py + psh * 0.38, pw * 0.02, psh * 0.12, '#8d939c') +
    rect(x + pw * 0.22, py + psh * 0.38, pw * 0.02, psh * 0.12, '#8d939c')
  out += rrect(x + pw * 0.14, py + psh * 0.7, pw * 0.08, psh * 0.16, 2, '#0d0e10')
  // callout: enlarged I/O plate
  const ch = 500
  const zoom = ch / io.h
  const cw = io.w * zoom
  const cx = 470
  const cy = 50
  const edge = x + pw
  out += rrect(io.x - 2, io.y - 2, io.w + 4, io.h + 4, 3, 'none', 'stroke="#7f8aa3" stroke-width="1.5"')
  out += `<path d="M${r(edge + 6)} ${r(io.y)}L${cx - 16} ${cy - 10}M${r(edge + 6)} ${r(io.y + io.h)}L${cx - 16} ${cy + ch + 10}" stroke="#aab3c5" stroke-width="1.5" stroke-dasharray="5 5" fill="none"/>`
  out += rrect(cx - 10, cy - 10, cw + 20, ch + 20, 14, '#ffffff', 'stroke="#d5dbe7"')
  out += `<use href="#io" transform="translate(${cx} ${cy}) scale(${r(zoom * 1000) / 1000})"/>`
  for (const [ly, t] of plate.labels) {
    const yy = cy + ly * zoom
    out += `<path d="M${r(cx + cw + 12)} ${r(yy)}h10" stroke="#aab3c5"/>`
    out += `<text x="${r(cx + cw + 28)}" y="${r(yy + 4.5)}" font-family="${FONT}" font-size="13" fill="#7a8396">${t}</text>`
  }
  return svgBody(towerDefs(L), out)
}

/** A 27-inch monitor centred at (cx, baseY) with given width. */
function monitor(L: Look, cx: number, baseY: number, w: number, rnd: () => number): string {
  const h = w * 0.6
  const sx = cx - w / 2
  const sy = baseY - h - w * 0.2
  let out = shadow(cx, baseY + 4, w * 0.3, 10)
  out += rrect(cx - w * 0.16, baseY - w * 0.025, w * 0.32, w * 0.025, 4, '#2a2d33')
  out += rect(cx - w * 0.035, sy + h - 4, w * 0.07, baseY - sy - h, '#34373e')
  out += `<g transform="translate(${r(sx)} ${r(sy)})">${screenArt({ ...L, apple: false }, w, h, rnd, 'sc', 0.03)}</g>`
  return out
}

function keyboardFlat(x: number, y: number, w: number, base: string, cap: string, glow: boolean): string {
  const { keys, w: kw, h: kh } = keyLayout(true)
  const u = (w * 0.94) / kw
  const h = kh * u + w * 0.06
  let out = rrect(x, y + 4, w, h, 8, '#1b2333', 'opacity=".12"')
  out += rrect(x, y, w, h, 8, base)
  if (glow) out += underglow(x + w * 0.03, y + w * 0.03, u, kw, kh)
  out += keyCaps(keys, x + w * 0.03, y + w * 0.03, u, cap, false)
  return out
}

function mouse(x: number, y: number, fill: string, accent: string | null): string {
  let out = `<ellipse cx="${x}" cy="${y + 4}" rx="24" ry="38" fill="#1b2333" opacity=".12"/>`
  out += `<ellipse cx="${x}" cy="${y}" rx="24" ry="38" fill="${fill}"/>`
  out += `<path d="M${x} ${y - 38}V${y - 10}" stroke="${isLight(fill) ? '#d5dae2' : '#0c0d10'}" stroke-width="2"/>`
  if (accent) out += `<path d="M${x - 15} ${y + 24}Q${x} ${y + 36} ${x + 15} ${y + 24}" stroke="${accent}" stroke-width="3" fill="none"/>`
  return out
}

function towerSetup(p: SeedProduct, L: Look): View {
  const rnd = seeded(`${p.slug}-setup`)
  const { W, H } = towerSize(L)
  const floor = 400
  let out = monitor(L, 320, floor, 430, rnd)
  const k = 320 / H
  const tx = 720 - W * k
  out += shadow(tx + (W * k) / 2, floor + 2, W * k * 0.75, 10)
  out += `<g transform="translate(${r(tx)} ${r(floor - H * k)}) scale(${r(k * 1000) / 1000})">${towerFront(L, W, H)}</g>`
  const gamer = L.tower === 'mesh' || L.tower === 'victus'
  const light = isLight(L.body)
  out += keyboardFlat(170, floor + 28, 320, light ? '#d9dde4' : '#1d1f24', light ? '#f7f8fa' : '#2b2e35', gamer)
  out += mouse(560, floor + 80, light ? '#f7f8fa' : '#202227', gamer ? L.accent[0] : null)
  return svgBody(towerDefs(L), out)
}

// ---------------------------------------------------------------------------------------
// All-in-one

/** iMac body in local coordinates w x h: white bezels, display, colour-matched chin. */
function aioScreen(L: Look, w: number, h: number, rnd: () => number): string {
  const chin = h * 0.2
  const rad = w * 0.018
  let out = rrect(0, 0, w, h, rad, '#f5f6f8', `stroke="${darken(L.body, 0.1)}" stroke-width="${r(w * 0.002)}"`)
  out += `<path d="M0 ${r(h - chin)}H${r(w)}V${r(h - rad)}Q${r(w)} ${r(h)} ${r(w - rad)} ${r(h)}H${r(rad)}Q0 ${r(h)} 0 ${r(h - rad)}Z" fill="url(#chin)"/>`
  const m = w * 0.022
  out += wallpaper(L, m, m, w - 2 * m, h - chin - 2 * m, rnd, 'sc')
  return out
}

/** A front-facing iMac with its stand; (x, y) is the top-left corner, returns the bottom y. */
function imac(L: Look, x: number, y: number, w: number, rnd: () => number): [string, number] {
  const h = w * 0.715
  const sw = w * 0.27
  const sx = x + (w - sw) / 2
  const foot = y + h + w * 0.12
  let out = shadow(x + w / 2, foot + 4, w * 0.36, 12)
  out += rect(sx, y + h - 4, sw, foot - y - h + 4, 'url(#stand)')
  out += rrect(sx - w * 0.01, foot - 2, sw + w * 0.02, 7, 3, darken(L.body, 0.1))
  out += `<g transform="translate(${r(x)} ${r(y)})">${aioScreen(L, w, h, rnd)}</g>`
  return [out, foot + 5]
}

function aioDefs(L: Look): string {
  return (
    linGrad('chin', [lighten(L.body, 0.5), lighten(L.body, 0.38)]) +
    linGrad('stand', [darken(L.body, 0.25), lighten(L.body, 0.05)]) +
    linGrad('back', [lighten(L.body, 0.15), L.body, darken(L.body, 0.1)], 1, 1)
  )
}

function aioFront(p: SeedProduct, L: Look): View {
  return svgBody(aioDefs(L), imac(L, 120, 40, 560, seeded(p.slug))[0])
}

function aioSide(p: SeedProduct, L: Look): View {
  const rnd = seeded(p.slug)
  const Wd = 547
  const Hd = 385
  const t = 12
  const yb = 95
  const corners: P3[] = []
  for (const xx of [-Wd / 2, Wd / 2]) for (const yy of [0, yb + Hd]) for (const zz of [-140, 30]) corners.push([xx, yy, zz])
  const cam = camera(-52, 9, corners, { x: 60, y: 30, w: 680, h: 520 })
  const b = L.body
  let out = ''
  const c = cam.p([0, 0, -50])
  out += shadow(c[0], c[1], 280, 40)
  // stand: upright plate and foot
  const sw = 75
  const top: P3 = [0, yb + Hd * 0.45, -t / 2]
  const foot: P3 = [0, 4, -140]
  out += cam.poly(
    [
      [-sw, top[1], top[2]],
      [sw, top[1], top[2]],
      [sw, foot[1], foot[2]],
      [-sw, foot[1], foot[2]],
    ],
    darken(b, 0.2),
  )
  out += cam.poly(
    [
      [sw, top[1], top[2]],
      [sw, foot[1], foot[2]],
      [sw, foot[1] - 4, foot[2] - 4],
      [sw, top[1] - 4, top[2] - 4],
    ],
    darken(b, 0.4),
  )
  out += cam.poly(
    [
      [-sw, 4, -140],
      [sw, 4, -140],
      [sw, 4, 30],
      [-sw, 4, 30],
    ],
    lighten(b, 0.1),
  )
  out += cam.poly(
    [
      [sw, 4, -140],
      [sw, 4, 30],
      [sw, 0, 30],
      [sw, 0, -140],
    ],
    darken(b, 0.3),
  )
  out += cam.poly(
    [
      [-sw, 4, 30],
      [sw, 4, 30],
      [sw, 0, 30],
      [-sw, 0, 30],
    ],
    darken(b, 0.15),
  )
  // display: right edge, top edge, front face
  const y1 = yb + Hd
  out += cam.poly(
    [
      [Wd / 2, y1, t / 2],
      [Wd / 2, y1, -t / 2],
      [Wd / 2, yb, -t / 2],
      [Wd / 2, yb, t / 2],
    ],
    darken(b, 0.1),
  )
  out += cam.poly(
    [
      [-Wd / 2, y1, -t / 2],
      [Wd / 2, y1, -t / 2],
      [Wd / 2, y1, t / 2],
      [-Wd / 2, y1, t / 2],
    ],
    lighten(b, 0.3),
  )
  out += `<g transform="${cam.frame([-Wd / 2, y1, t / 2], [1, 0, 0], [0, -1, 0])}">${aioScreen(L, Wd, Hd, rnd)}</g>`
  return svgBody(aioDefs(L), out)
}

function aioBack(_p: SeedProduct, L: Look): View {
  const b = L.body
  const w = 420
  const h = w * 0.715
  const x = 40
  const y = 110
  const sw = w * 0.27
  const foot = y + h + w * 0.12
  let out = shadow(x + w / 2, foot + 4, w * 0.36, 12)
  out += rect(x + (w - sw) / 2, y + h - 4, sw, foot - y - h + 4, darken(b, 0.12))
  out += rrect(x + (w - sw) / 2 - w * 0.01, foot - 2, sw + w * 0.02, 7, 3, darken(b, 0.2))
  out += rrect(x, y, w, h, w * 0.018, 'url(#back)')
  out += `<path d="M${r(x + w * 0.55)} ${y}H${r(x + w * 0.75)}L${r(x + w * 0.45)} ${r(y + h)}H${r(x + w * 0.25)}Z" fill="#ffffff" opacity=".06"/>`
  // magnetic power connector and four USB-C ports
  out += circle(x + w * 0.26, y + h * 0.86, 6.5, darken(b, 0.3))
  out += circle(x + w * 0.26, y + h * 0.86, 3, darken(b, 0.5))
  const ports = (px: number, py: number, s: number) => {
    let o = ''
    for (let i = 0; i < 4; i++) o += rrect(px + i * 12 * s, py, 8.4 * s, 2.6 * s, 1.3 * s, '#15171b')
    return o
  }
  const px = x + w * 0.6
  const py = y + h * 0.86
  out += ports(px, py, 2)
  const box = { x: px - 8, y: py - 9, w: 108, h: 23 }
  out += rrect(box.x, box.y, box.w, box.h, 4, 'none', 'stroke="#ffffff" stroke-width="1.5" opacity=".8"')
  const cx = 530
  const cy = 190
  const cw = 230
  const ch = 170
  out += `<path d="M${r(box.x + box.w)} ${r(box.y)}L${cx} ${cy + 12}M${r(box.x + box.w)} ${r(box.y + box.h)}L${cx} ${cy + ch - 12}" stroke="#aab3c5" stroke-width="1.5" stroke-dasharray="5 5" fill="none"/>`
  out += rrect(cx, cy, cw, ch, 16, 'url(#back)', 'stroke="#d5dbe7"')
  out += ports(cx + 24, cy + 64, 4.2)
  out += `<text x="${cx + cw / 2}" y="${cy + 130}" text-anchor="middle" font-family="${FONT}" font-size="14" fill="#ffffff">4 x Thunderbolt / USB 4</text>`
  return svgBody(aioDefs(L), out)
}

function aioSetup(p: SeedProduct, L: Look): View {
  const [mac, bottom] = imac(L, 210, 24, 380, seeded(`${p.slug}-setup`))
  let out = mac
  out += keyboardFlat(235, bottom + 26, 300, lighten(L.body, 0.5), '#fbfbfc', false)
  out += mouse(600, bottom + 78, '#fbfbfc', null)
  return svgBody(aioDefs(L), out)
}

// ---------------------------------------------------------------------------------------

const VIEW_NAMES: Record<Kind, string[]> = {
  laptop: ['front view', 'side view', 'keyboard view', 'ports close-up'],
  gaming: ['front view', 'side view', 'keyboard view', 'ports close-up'],
  tower: ['front view', 'side window view', 'back I/O view', 'desk setup'],
  aio: ['front view', 'side view', 'back and ports view', 'desk setup'],
}

function draw(p: SeedProduct, L: Look, view: number): View {
  if (L.kind === 'laptop' || L.kind === 'gaming') {
    if (view === 0) return svgBody('', laptopFront(p, L))
    if (view === 1) return laptopSide(p, L)
    if (view === 2) return svgBody('', laptopDeck(p, L))
    return laptopPorts(p, L)
  }
  const views = L.kind === 'tower' ? [towerFront3d, towerSide2d, towerBack, towerSetup] : [aioFront, aioSide, aioBack, aioSetup]
  const fn = views[view]
  if (!fn) throw new Error(`${p.slug}: no drawing for image ${view + 1}`)
  return fn(p, L)
}

function render(p: SeedProduct, view: number): string {
  const L = lookFor(p)
  const title = `${p.name} — ${VIEW_NAMES[L.kind][view]}`
  const { defs, body } = draw(p, L, view)
  return svgDoc(title, L, defs, body)
}

mkdirSync(OUT_DIR, { recursive: true })
let count = 0
let bytes = 0
for (const p of seedProducts) {
  p.images.forEach((file, i) => {
    const svg = render(p, i)
    writeFileSync(OUT_DIR + file, svg)
    count++
    bytes += Buffer.byteLength(svg)
  })
}
console.log(`Wrote ${count} SVG files (${Math.round(bytes / 1024)} KB) to public/images/products/`)
