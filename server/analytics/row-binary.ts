// Reading the engine's RowBinary output (Analytics.binary): fixed-width little-endian numbers and
// strings as a LEB128 length then UTF-8, one row after another.

const TWO_32 = 4294967296

/** A cursor over RowBinary bytes (little-endian fixed widths, strings as a LEB128 length then UTF-8). */
export class RowBinary {
  private at = 0
  private readonly view: DataView
  constructor(private readonly buf: Buffer) {
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength)
  }
  get done(): boolean {
    return this.at >= this.buf.length
  }
  u16(): number {
    const v = this.view.getUint16(this.at, true)
    this.at += 2
    return v
  }
  u32(): number {
    const v = this.view.getUint32(this.at, true)
    this.at += 4
    return v
  }
  u8(): number {
    return this.buf[this.at++]
  }
  /** exact below 2⁵³ */
  u64(): number {
    const v = this.view.getUint32(this.at, true) + this.view.getUint32(this.at + 4, true) * TWO_32
    this.at += 8
    return v
  }
  /** exact between -2⁵³ and 2⁵³ */
  i64(): number {
    const v = this.view.getUint32(this.at, true) + this.view.getInt32(this.at + 4, true) * TWO_32
    this.at += 8
    return v
  }
  string(): string {
    let length = 0
    let shift = 0
    for (;;) {
      const b = this.buf[this.at++]
      length += (b & 0x7f) * 2 ** shift
      if (b < 0x80) break
      shift += 7
    }
    const s = this.buf.toString('utf8', this.at, this.at + length)
    this.at += length
    return s
  }
}
