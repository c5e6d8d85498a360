// A small QR Code encoder (ISO/IEC 18004, model 2): byte mode, error correction level L,
// versions 1 to 10 (up to 271 bytes — a share URL). Written here from the standard's rules:
// data bits → Reed-Solomon blocks over GF(256) → interleaving → function patterns → zigzag
// placement → the mask with the lowest penalty → format and version bits.

/** Level L per version: EC codewords per block, and [blocks, data codewords] groups. */
const BLOCKS: Record<number, { ec: number; groups: [number, number][] }> = {
  1: { ec: 7, groups: [[1, 19]] }, 2: { ec: 10, groups: [[1, 34]] }, 3: { ec: 15, groups: [[1, 55]] },
  4: { ec: 20, groups: [[1, 80]] }, 5: { ec: 26, groups: [[1, 108]] }, 6: { ec: 18, groups: [[2, 68]] },
  7: { ec: 20, groups: [[2, 78]] }, 8: { ec: 24, groups: [[2, 97]] }, 9: { ec: 30, groups: [[2, 116]] },
  10: { ec: 18, groups: [[2, 68], [2, 69]] },
}
const ALIGN: Record<number, number[]> = {
  1: [], 2: [6, 18], 3: [6, 22], 4: [6, 26], 5: [6, 30], 6: [6, 34], 7: [6, 22, 38], 8: [6, 24, 42], 9: [6, 26, 46], 10: [6, 28, 50],
}
export const MAX_VERSION = 10
/** Level L in the format bits is 01. */
const EC_LEVEL_L = 1

export interface QrMatrix {
  version: number
  size: number
  /** modules[y][x], true = dark */
  modules: boolean[][]
}

function gfMul(x: number, y: number): number {
  let z = 0
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d)
    z ^= ((y >>> i) & 1) * x
  }
  return z & 0xff
}

/** Coefficients of the generator polynomial (x − α^0)…(x − α^(n−1)), highest first, leading 1 dropped. */
function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0)
  result[degree - 1] = 1
  let root = 1
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMul(result[j], root)
      if (j + 1 < degree) result[j] ^= result[j + 1]
    }
    root = gfMul(root, 2)
  }
  return result
}

function rsRemainder(data: number[], divisor: number[]): number[] {
  const result = new Array<number>(divisor.length).fill(0)
  for (const b of data) {
    const factor = b ^ (result.shift() as number)
    result.push(0)
    for (let i = 0; i < result.length; i++) result[i] ^= gfMul(divisor[i], factor)
  }
  return result
}

const dataCapacity = (v: number) => BLOCKS[v].groups.reduce((s, [n, k]) => s + n * k, 0)

/** Smallest version holding `bytes` bytes in byte mode (4-bit mode, 8/16-bit count). */
export function versionFor(bytes: number): number | null {
  for (let v = 1; v <= MAX_VERSION; v++) {
    const countBits = v <= 9 ? 8 : 16
    if (4 + countBits + bytes * 8 <= dataCapacity(v) * 8) return v
  }
  return null
}

function codewords(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = []
  const put = (value: number, n: number) => { for (let i = n - 1; i >= 0; i--) bits.push((value >>> i) & 1) }
  const capacity = dataCapacity(version) * 8
  put(0b0100, 4)
  put(bytes.length, version <= 9 ? 8 : 16)
  for (const b of bytes) put(b, 8)
  put(0, Math.min(4, capacity - bits.length))
  put(0, (8 - (bits.length % 8)) % 8)
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) put(pad, 8)
  const data: number[] = []
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0))

  const { ec, groups } = BLOCKS[version]
  const divisor = rsDivisor(ec)
  const blocks: { data: number[]; ec: number[] }[] = []
  let k = 0
  for (const [n, len] of groups) {
    for (let i = 0; i < n; i++) {
      const d = data.slice(k, k + len)
      k += len
      blocks.push({ data: d, ec: rsRemainder(d, divisor) })
    }
  }
  const out: number[] = []
  const longest = Math.max(...blocks.map((b) => b.data.length))
  for (let i = 0; i < longest; i++) for (const b of blocks) if (i < b.data.length) out.push(b.data[i])
  for (let i = 0; i < ec; i++) for (const b of blocks) out.push(b.ec[i])
  return out
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]

class Grid {
  readonly modules: boolean[][]
  readonly fixed: boolean[][]
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
    this.fixed = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  }
  set(x: number, y: number, dark: boolean): void {
    this.modules[y][x] = dark
    this.fixed[y][x] = true
  }
}

function drawFunctionPatterns(g: Grid, version: number): void {
  const n = g.size
  for (let i = 0; i < n; i++) {
    g.set(6, i, i % 2 === 0)
    g.set(i, 6, i % 2 === 0)
  }
  for (const [cx, cy] of [[3, 3], [n - 4, 3], [3, n - 4]]) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx
        const y = cy + dy
        if (x < 0 || y < 0 || x >= n || y >= n) continue
        const d = Math.max(Math.abs(dx), Math.abs(dy))
        g.set(x, y, d !== 2 && d !== 4)
      }
    }
  }
  const pos = ALIGN[version]
  const last = pos.length - 1
  pos.forEach((cx, i) => pos.forEach((cy, j) => {
    if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return
    for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) g.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1)
  }))
  drawFormat(g, 0) // reserves the format areas; redrawn with the chosen mask
  if (version >= 7) {
    let rem = version
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25)
    const bits = (version << 12) | rem
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1
      const a = n - 11 + (i % 3)
      const b = Math.floor(i / 3)
      g.set(a, b, dark)
      g.set(b, a, dark)
    }
  }
}

function drawFormat(g: Grid, mask: number): void {
  const data = (EC_LEVEL_L << 3) | mask
  let rem = data
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537)
  const bits = ((data << 10) | rem) ^ 0x5412
  const bit = (i: number) => ((bits >>> i) & 1) === 1
  const n = g.size
  for (let i = 0; i <= 5; i++) g.set(8, i, bit(i))
  g.set(8, 7, bit(6))
  g.set(8, 8, bit(7))
  g.set(7, 8, bit(8))
  for (let i = 9; i < 15; i++) g.set(14 - i, 8, bit(i))
  for (let i = 0; i < 8; i++) g.set(n - 1 - i, 8, bit(i))
  for (let i = 8; i < 15; i++) g.set(8, n - 15 + i, bit(i))
  g.set(8, n - 8, true)
}

function placeData(g: Grid, data: number[]): void {
  const n = g.size
  let i = 0
  const total = data.length * 8
  for (let right = n - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vert = 0; vert < n; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const upward = ((right + 1) & 2) === 0
        const y = upward ? n - 1 - vert : vert
        if (g.fixed[y][x]) continue
        // past the data: remainder bits, left light
        g.modules[y][x] = i < total && ((data[i >>> 3] >>> (7 - (i & 7))) & 1) === 1
        i++
      }
    }
  }
}

function applyMask(g: Grid, mask: number): void {
  const f = MASKS[mask]
  for (let y = 0; y < g.size; y++) for (let x = 0; x < g.size; x++) if (!g.fixed[y][x] && f(x, y)) g.modules[y][x] = !g.modules[y][x]
}

/** The standard's four penalty rules; the mask with the lowest score is used. */
export function penalty(m: boolean[][]): number {
  const n = m.length
  let score = 0
  const lines: boolean[][] = [...m, ...m.map((_, x) => m.map((row) => row[x]))]
  for (const line of lines) {
    let run = 1
    for (let i = 1; i <= n; i++) {
      if (i < n && line[i] === line[i - 1]) run++
      else {
        if (run >= 5) score += 3 + run - 5
        run = 1
      }
    }
    const s = line.map((d) => (d ? '1' : '0')).join('')
    for (const pattern of ['10111010000', '00001011101']) for (let k = s.indexOf(pattern); k >= 0; k = s.indexOf(pattern, k + 1)) score += 40
  }
  for (let y = 0; y + 1 < n; y++) for (let x = 0; x + 1 < n; x++) {
    const c = m[y][x]
    if (c === m[y][x + 1] && c === m[y + 1][x] && c === m[y + 1][x + 1]) score += 3
  }
  const dark = m.reduce((s, row) => s + row.filter(Boolean).length, 0)
  score += 10 * Math.floor(Math.abs((dark * 100) / (n * n) - 50) / 5)
  return score
}

/** Encodes text (UTF-8) as a QR symbol; throws when it is longer than version 10 holds. */
export function encodeQr(text: string): QrMatrix {
  const bytes = new TextEncoder().encode(text)
  const version = versionFor(bytes.length)
  if (version === null) throw new RangeError(`QR: ${bytes.length} bytes is more than version ${MAX_VERSION} (level L) holds`)
  const size = 17 + 4 * version
  const data = codewords(bytes, version)
  let best: { score: number; modules: boolean[][] } | null = null
  for (let mask = 0; mask < 8; mask++) {
    const g = new Grid(size)
    drawFunctionPatterns(g, version)
    placeData(g, data)
    applyMask(g, mask)
    drawFormat(g, mask)
    const score = penalty(g.modules)
    if (!best || score < best.score) best = { score, modules: g.modules }
  }
  return { version, size, modules: (best as { modules: boolean[][] }).modules }
}

/** The symbol as an SVG document (4-module quiet zone), one path of unit squares. */
export function qrSvg(qr: QrMatrix, scale = 4): string {
  const quiet = 4
  const side = (qr.size + quiet * 2) * scale
  let d = ''
  qr.modules.forEach((row, y) => row.forEach((dark, x) => { if (dark) d += `M${x + quiet},${y + quiet}h1v1h-1z` }))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${qr.size + quiet * 2} ${qr.size + quiet * 2}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${d}"/></svg>`
}
