// The QR encoder of GET /api/get_qr_code, checked by reading symbols back with an independent
// reader written from the standard: format bits, unmasking, the zigzag order, de-interleaving,
// Reed-Solomon syndromes and the byte-mode payload. zbarimg, when installed, decodes them too.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { encodeQr, type QrMatrix } from '../qr/encode'

const EC_L: Record<number, { ec: number; blocks: number[] }> = {
  1: { ec: 7, blocks: [19] },
  2: { ec: 10, blocks: [34] },
  3: { ec: 15, blocks: [55] },
  4: { ec: 20, blocks: [80] },
  5: { ec: 26, blocks: [108] },
  6: { ec: 18, blocks: [68, 68] },
  7: { ec: 20, blocks: [78, 78] },
  8: { ec: 24, blocks: [97, 97] },
  9: { ec: 30, blocks: [116, 116] },
  10: { ec: 18, blocks: [68, 68, 69, 69] },
}
const ALIGN: Record<number, number[]> = {
  1: [],
  2: [6, 18],
  3: [6, 22],
  4: [6, 26],
  5: [6, 30],
  6: [6, 34],
  7: [6, 22, 38],
  8: [6, 24, 42],
  9: [6, 26, 46],
  10: [6, 28, 50],
}

// GF(256) with the QR polynomial, by exp/log tables (the encoder multiplies bitwise)
const EXP: number[] = []
const LOG: number[] = []
for (let i = 0, x = 1; i < 255; i++, x = (x << 1) ^ (x & 0x80 ? 0x11d : 0)) {
  EXP[i] = x & 0xff
  LOG[x & 0xff] = i
}
const mul = (a: number, b: number) => (a && b ? EXP[(LOG[a] + LOG[b]) % 255] : 0)

function functionMap(size: number, version: number): boolean[][] {
  const f = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  const mark = (x: number, y: number) => {
    if (x >= 0 && y >= 0 && x < size && y < size) f[y][x] = true
  }
  for (let i = 0; i < size; i++) {
    mark(6, i)
    mark(i, 6)
  }
  for (const [x0, y0] of [
    [0, 0],
    [size - 8, 0],
    [0, size - 8],
  ])
    for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) mark(x0 + x, y0 + y)
  const pos = ALIGN[version]
  pos.forEach((cx, i) => {
    pos.forEach((cy, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === pos.length - 1) || (i === pos.length - 1 && j === 0)) return
      for (let d = -2; d <= 2; d++) for (let e = -2; e <= 2; e++) mark(cx + d, cy + e)
    })
  })
  for (let i = 0; i < 9; i++) {
    mark(8, i)
    mark(i, 8)
  }
  for (let i = 0; i < 8; i++) {
    mark(size - 1 - i, 8)
    mark(8, size - 1 - i)
  }
  if (version >= 7)
    for (let i = 0; i < 18; i++) {
      mark(size - 11 + (i % 3), Math.floor(i / 3))
      mark(Math.floor(i / 3), size - 11 + (i % 3))
    }
  return f
}

function readFormat(m: boolean[][]): { level: number; mask: number } {
  let bits = 0
  const cells: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ]
  cells.forEach(([x, y], i) => {
    if (m[y][x]) bits |= 1 << i
  })
  bits ^= 0x5412
  let rem = bits >>> 10
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537)
  expect(((bits >>> 10) << 10) | rem).toBe(bits) // a valid BCH(15,5) word
  return { level: bits >>> 13, mask: (bits >>> 10) & 7 }
}

const MASK = [
  (x: number, y: number) => (x + y) % 2 === 0,
  (_x: number, y: number) => y % 2 === 0,
  (x: number) => x % 3 === 0,
  (x: number, y: number) => (x + y) % 3 === 0,
  (x: number, y: number) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x: number, y: number) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x: number, y: number) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x: number, y: number) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]

function decode(qr: QrMatrix): string {
  const { size, version, modules } = qr
  const { level, mask } = readFormat(modules)
  expect(level).toBe(1) // L
  const fn = functionMap(size, version)
  const bits: number[] = []
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vert = 0; vert < size; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert
        if (!fn[y][x]) bits.push(Number(modules[y][x] !== MASK[mask](x, y)))
      }
  }
  const words: number[] = []
  for (let i = 0; i + 8 <= bits.length; i += 8) words.push(parseInt(bits.slice(i, i + 8).join(''), 2))
  const { ec, blocks } = EC_L[version]
  const own = blocks.map((n) => ({ data: [] as number[], ec: [] as number[], n }))
  let k = 0
  for (let i = 0; i < Math.max(...blocks); i++) for (const b of own) if (i < b.n) b.data.push(words[k++])
  for (let i = 0; i < ec; i++) for (const b of own) b.ec.push(words[k++])
  for (const b of own) {
    const cw = [...b.data, ...b.ec]
    for (let r = 0; r < ec; r++) expect(cw.reduce((s, c) => mul(s, EXP[r]) ^ c, 0)).toBe(0) // syndrome at α^r
  }
  const data = own.flatMap((b) => b.data)
  const stream = data.map((b) => b.toString(2).padStart(8, '0')).join('')
  expect(stream.slice(0, 4)).toBe('0100') // byte mode
  const countBits = version <= 9 ? 8 : 16
  const n = parseInt(stream.slice(4, 4 + countBits), 2)
  const bytes = Array.from({ length: n }, (_, i) => parseInt(stream.slice(4 + countBits + i * 8, 12 + countBits + i * 8), 2))
  return Buffer.from(bytes).toString('utf8')
}

test.each([
  ['a', 1],
  ['http://127.0.0.1:8080/concept', 2],
  ['http://127.0.0.1:8080/detail?word=%E5%86%BB%E5%B9%B2&plat=all&cid=16', 4],
  [`https://growthradar.example/${'x'.repeat(120)}`, 7],
  ['冻干 and 宠物 not 猫粮 '.repeat(7), 9],
  ['y'.repeat(271), 10],
])('%s reads back (version %d)', (text, version) => {
  const qr = encodeQr(text)
  expect(qr.version).toBe(version)
  expect(qr.size).toBe(17 + 4 * version)
  expect(decode(qr)).toBe(text)
})

test('too long for version 10 is refused', () => {
  expect(() => encodeQr('z'.repeat(272))).toThrow(RangeError)
})

const zbar = (() => {
  try {
    execFileSync('zbarimg', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()
;(zbar ? test : test.skip)('zbarimg decodes the symbols (when installed)', () => {
  for (const text of ['http://127.0.0.1:8080/detail?word=%E5%86%BB&plat=all', `https://growthradar.example/${'q'.repeat(150)}`]) {
    const qr = encodeQr(text)
    const s = 4
    const n = (qr.size + 8) * s
    const rows: string[] = []
    for (let y = 0; y < n; y++) {
      const row: number[] = []
      for (let x = 0; x < n; x++) {
        const mx = Math.floor(x / s) - 4
        const my = Math.floor(y / s) - 4
        row.push(mx >= 0 && my >= 0 && mx < qr.size && my < qr.size && qr.modules[my][mx] ? 0 : 255)
      }
      rows.push(row.join(' '))
    }
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gr-qr-')), 'qr.pgm')
    fs.writeFileSync(file, `P2\n${n} ${n}\n255\n${rows.join('\n')}\n`)
    expect(
      execFileSync('zbarimg', ['-q', '--raw', file], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim(),
    ).toBe(text)
  }
})
