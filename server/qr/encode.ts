// QR codes of share links (GET /api/get_qr_code) through qrcode-generator (MIT, no dependencies):
// byte mode, error correction level L, versions 1 to 10 (up to 271 bytes — a share URL; a longer
// link is refused so that phone cameras read the symbol at the size the share dialog shows).
// server/test/qr-encode.test.ts reads the symbols back with a reader of its own and with zbarimg.
import qrcode from 'qrcode-generator'

export const MAX_VERSION = 10

export interface QrMatrix {
  version: number
  size: number
  /** modules[y][x], true = dark */
  modules: boolean[][]
}

/** Encodes text (UTF-8) as a QR symbol; throws RangeError when it is longer than version 10 holds. */
export function encodeQr(text: string): QrMatrix {
  const qr = qrcode(0, 'L')
  // the package's byte mode takes one character per byte (its default reads char codes & 0xff):
  // hand it the UTF-8 bytes as such rather than switching its global converter
  qr.addData(Buffer.from(text, 'utf8').toString('latin1'), 'Byte')
  qr.make()
  const size = qr.getModuleCount()
  const version = (size - 17) / 4
  if (version > MAX_VERSION)
    throw new RangeError(`QR: ${Buffer.byteLength(text)} bytes is more than version ${MAX_VERSION} (level L) holds`)
  const modules = Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => qr.isDark(y, x)))
  return { version, size, modules }
}

/** The symbol as an SVG document (4-module quiet zone), one path of unit squares. */
export function qrSvg(qr: QrMatrix, scale = 4): string {
  const quiet = 4
  const side = (qr.size + quiet * 2) * scale
  let d = ''
  qr.modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x + quiet},${y + quiet}h1v1h-1z`
    })
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${qr.size + quiet * 2} ${qr.size + quiet * 2}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${d}"/></svg>`
  )
}
