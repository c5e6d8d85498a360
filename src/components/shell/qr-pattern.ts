// A QR-like picture drawn from a seed, standing in until the server serves the real support and demo
// codes (/api/get_qr_code, a later issue). It is an SVG data URI so it works without network access.

const SIZE = 25

function seeded(seed: string): () => number {
  // FNV-1a hash of the seed, then xorshift32: the same seed always draws the same picture.
  let h = 0x811c9dc5
  for (let i = 0; i < seed.length; i += 1) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193)
  let x = h >>> 0 || 1
  return () => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return (x >>> 0) / 0x100000000
  }
}

function inFinder(r: number, c: number): boolean {
  const near = (a: number, b: number) => a < 8 && b < 8
  return near(r, c) || near(r, SIZE - 1 - c) || near(SIZE - 1 - r, c)
}

function finder(x: number, y: number): string {
  return `<rect x="${x}" y="${y}" width="7" height="7"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`
}

/** An SVG data URI of a 25 × 25 QR-like grid. */
export function qrPatternDataUri(seed: string): string {
  const random = seeded(seed)
  let cells = ''
  for (let r = 0; r < SIZE; r += 1) {
    for (let c = 0; c < SIZE; c += 1) {
      if (!inFinder(r, c) && random() < 0.48) cells += `<rect x="${c}" y="${r}" width="1" height="1"/>`
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 ${SIZE + 2} ${SIZE + 2}" shape-rendering="crispEdges">` +
    `<rect x="-1" y="-1" width="${SIZE + 2}" height="${SIZE + 2}" fill="#fff"/><g fill="#1d2433">` +
    `${finder(0, 0)}${finder(SIZE - 7, 0)}${finder(0, SIZE - 7)}${cells}</g></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
