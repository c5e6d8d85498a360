// Draws the mini-program's tab bar icons (首页 / 榜单 / 关注 / 我的) as PNGs into src/assets/tab/,
// grey for an idle tab and the brand blue for the chosen one. WeChat's tab bar takes only image files
// (81×81 px recommended, at most 40 KB each); drawing them here keeps them ours and lets a colour change
// be one edit. Each is written as an indexed PNG (one colour at 16 levels of opacity): a quarter of the
// canvas's own RGBA file, and the eight are downloaded with the main package. Run: npm run icons:tab (the PNGs are committed; test/weapp/tab-icons.test.ts checks
// they are what this script draws).
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

export const TAB_ICON_SIZE = 81
export const TAB_ICON_DIR = path.join(__dirname, '../src/assets/tab')
const IDLE = '#667085'
const CHOSEN = '#2457d6'
const LINE = 6

type Draw = (ctx: SKRSContext2D) => void

// Each icon in a 81×81 box, drawn with round strokes; the chosen one is also filled.
const ICONS: Record<'home' | 'rankings' | 'follows' | 'my', (filled: boolean) => Draw> = {
  home: (filled) => (ctx) => {
    ctx.beginPath()
    ctx.moveTo(12, 38)
    ctx.lineTo(40.5, 13)
    ctx.lineTo(69, 38)
    ctx.moveTo(20, 32)
    ctx.lineTo(20, 68)
    ctx.lineTo(61, 68)
    ctx.lineTo(61, 32)
    ctx.stroke()
    if (filled) ctx.fillRect(33, 48, 15, 20)
    else ctx.strokeRect(33, 48, 15, 20)
  },
  rankings: (filled) => (ctx) => {
    // three bars, the tallest in the middle: a podium of rising growth
    for (const [x, top] of [
      [12, 40],
      [33, 16],
      [54, 30],
    ] as const) {
      if (filled) ctx.fillRect(x, top, 15, 66 - top)
      else ctx.strokeRect(x, top, 15, 66 - top)
    }
  },
  follows: (filled) => (ctx) => {
    ctx.beginPath()
    ctx.moveTo(40.5, 66)
    ctx.bezierCurveTo(10, 46, 8, 28, 18, 20)
    ctx.bezierCurveTo(27, 12, 37, 16, 40.5, 25)
    ctx.bezierCurveTo(44, 16, 54, 12, 63, 20)
    ctx.bezierCurveTo(73, 28, 71, 46, 40.5, 66)
    ctx.closePath()
    if (filled) ctx.fill()
    ctx.stroke()
  },
  my: (filled) => (ctx) => {
    ctx.beginPath()
    ctx.arc(40.5, 28, 13, 0, Math.PI * 2)
    if (filled) ctx.fill()
    ctx.stroke()
    ctx.beginPath()
    ctx.moveTo(14, 68)
    ctx.bezierCurveTo(16, 52, 28, 46, 40.5, 46)
    ctx.bezierCurveTo(53, 46, 65, 52, 67, 68)
    ctx.closePath()
    if (filled) ctx.fill()
    ctx.stroke()
  },
}

export type TabIconName = keyof typeof ICONS

/** The PNG of one icon, idle or chosen. */
export function drawTabIcon(name: TabIconName, chosen: boolean): Buffer {
  const canvas = createCanvas(TAB_ICON_SIZE, TAB_ICON_SIZE)
  const ctx = canvas.getContext('2d')
  const colour = chosen ? CHOSEN : IDLE
  ctx.strokeStyle = colour
  ctx.fillStyle = colour
  ctx.lineWidth = LINE
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  ICONS[name](chosen)(ctx)
  return indexedPng(ctx.getImageData(0, 0, TAB_ICON_SIZE, TAB_ICON_SIZE).data, TAB_ICON_SIZE, TAB_ICON_SIZE)
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
  return Buffer.concat([head, data, crc])
}

/** RGBA pixels as a palette PNG (colour type 3, with a tRNS chunk), opacity rounded to 16 levels. */
function indexedPng(rgba: Uint8ClampedArray, width: number, height: number): Buffer {
  const palette: number[][] = []
  const indexOf = new Map<string, number>()
  const rows = Buffer.alloc((width + 1) * height)
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 0 // filter: none
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      const alpha = Math.round(rgba[i + 3] / 17) * 17
      // a transparent pixel has no colour of its own
      const colour = alpha === 0 ? [0, 0, 0, 0] : [rgba[i], rgba[i + 1], rgba[i + 2], alpha]
      const key = colour.join(',')
      let index = indexOf.get(key)
      if (index === undefined) {
        index = palette.push(colour) - 1
        if (index > 255) throw new Error('more than 256 colours in a tab icon')
        indexOf.set(key, index)
      }
      rows[y * (width + 1) + 1 + x] = index
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 3, 0, 0, 0], 8) // 8-bit indices, palette colour, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flatMap((c) => c.slice(0, 3)))),
    chunk('tRNS', Buffer.from(palette.map((c) => c[3]))),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Every icon's file name (as app.config.ts names it) and its PNG. */
export function tabIconFiles(): { file: string; png: Buffer }[] {
  return (Object.keys(ICONS) as TabIconName[]).flatMap((name) => [
    { file: `${name}.png`, png: drawTabIcon(name, false) },
    { file: `${name}-on.png`, png: drawTabIcon(name, true) },
  ])
}

if (require.main === module) {
  fs.mkdirSync(TAB_ICON_DIR, { recursive: true })
  for (const { file, png } of tabIconFiles()) {
    fs.writeFileSync(path.join(TAB_ICON_DIR, file), png)
    console.log(`${path.relative(process.cwd(), path.join(TAB_ICON_DIR, file))}  ${png.length} bytes`)
  }
}
