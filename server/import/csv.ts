// A strict CSV reader (RFC 4180: comma-separated, fields optionally in double quotes with "" for a
// quote, a quoted field may span lines) that knows where every field starts: line and column in
// the file, counted as an editor counts them (lines from 1, columns in characters from 1). The
// importer used to hand CSV files to the engine, which reported a blank line, an extra field or an
// unbalanced quote with its own message and no position, and numbered rows by their order, so a
// quoted field spanning lines put every later row off by one. Here a malformed file stops at the
// first place it cannot be read, with that place and what was expected.
import fs from 'node:fs'

export interface CsvRecord {
  /** the fields as written (quotes removed, "" made "), not trimmed */
  values: string[]
  /** where each field starts: its line and column (of the opening quote for a quoted field) */
  lines: number[]
  columns: number[]
  /** where the record ends: the line end, or the end of the file */
  endLine: number
  endColumn: number
  /** a line holding nothing but spaces or tabs */
  blank: boolean
}

/** The file cannot be read as CSV at line:column (both from 1). */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    message: string,
  ) {
    super(message)
  }
}

const QUOTE = 34
const COMMA = 44
const CR = 13
const LF = 10

// biome-ignore lint/suspicious/noConstEnum: used in this file only, where the build inlines it into the byte loop; no other module imports it
const enum State {
  FieldStart,
  Unquoted,
  Quoted,
  QuoteInQuoted,
}

/** Parses text pushed in pieces; complete records are appended to `out`. */
export class CsvParser {
  private state = State.FieldStart
  private line = 1
  private column = 1
  /** the previous character was a CR: a following LF belongs to the same line end */
  private afterCR = false
  private buf = ''
  private fieldLine = 0
  private fieldColumn = 0
  private quoted = false
  private values: string[] = []
  private lines: number[] = []
  private columns: number[] = []
  private anyQuoted = false

  constructor(private readonly out: CsvRecord[]) {}

  push(s: string): void {
    let segStart = 0
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i)
      if (this.afterCR) {
        this.afterCR = false
        if (c === LF) {
          // the LF of a CRLF: the line was already counted at the CR
          if (this.state === State.FieldStart) segStart = i + 1
          continue
        }
      }
      const lineEnd = c === LF || c === CR
      switch (this.state) {
        case State.FieldStart:
          if (c === QUOTE) {
            this.startField(true)
            this.state = State.Quoted
            segStart = i + 1
          } else if (c === COMMA) {
            this.startField(false)
            this.endField('')
          } else if (lineEnd) {
            // a line end at a field start: the record's last field is empty (or the line is blank)
            if (this.values.length > 0) {
              this.startField(false)
              this.endField('')
            }
            this.endRecord()
          } else {
            this.startField(false)
            this.state = State.Unquoted
            segStart = i
          }
          break
        case State.Unquoted:
          if (c === COMMA || lineEnd) {
            this.endField(this.buf + s.slice(segStart, i))
            this.state = State.FieldStart
            if (lineEnd) this.endRecord()
          } else if (c === QUOTE) {
            throw new CsvSyntaxError(
              this.line,
              this.column,
              'a double quote inside a field that does not start with one: put the whole field in double quotes and write each quote in it twice ("")',
            )
          }
          break
        case State.Quoted:
          if (c === QUOTE) {
            this.buf += s.slice(segStart, i)
            this.state = State.QuoteInQuoted
          }
          break
        case State.QuoteInQuoted:
          if (c === QUOTE) {
            // "" inside a quoted field: one quote
            this.buf += '"'
            this.state = State.Quoted
            segStart = i + 1
          } else if (c === COMMA || lineEnd) {
            this.endField(this.buf)
            this.state = State.FieldStart
            if (lineEnd) this.endRecord()
          } else {
            throw new CsvSyntaxError(
              this.line,
              this.column,
              `after the closing quote of the field that starts at ${this.fieldLine}:${this.fieldColumn}, a comma or the end of the line is expected (a quote inside a quoted field is written twice: "")`,
            )
          }
          break
      }
      if (lineEnd) {
        this.line++
        this.column = 1
        this.afterCR = c === CR
        if (this.state === State.FieldStart) segStart = i + 1
      } else if (c < 0xdc00 || c > 0xdfff) {
        // the second half of a character beyond U+FFFF takes no column of its own
        this.column++
      }
    }
    if (this.state === State.Unquoted || this.state === State.Quoted) this.buf += s.slice(segStart)
  }

  /** The end of the text: the last record (a file need not end with a line end). */
  end(): void {
    switch (this.state) {
      case State.Quoted:
        throw new CsvSyntaxError(
          this.fieldLine,
          this.fieldColumn,
          'the quoted field that starts here is never closed: its closing double quote is missing',
        )
      case State.Unquoted:
        this.endField(this.buf)
        this.endRecord()
        break
      case State.QuoteInQuoted:
        this.endField(this.buf)
        this.endRecord()
        break
      case State.FieldStart:
        // "a,b," at the end of the file: the last field is empty
        if (this.values.length > 0) {
          this.startField(false)
          this.endField('')
          this.endRecord()
        }
        break
    }
    this.state = State.FieldStart
  }

  private startField(quoted: boolean): void {
    this.fieldLine = this.line
    this.fieldColumn = this.column
    this.quoted = quoted
    this.buf = ''
  }

  private endField(value: string): void {
    this.values.push(value)
    this.lines.push(this.fieldLine)
    this.columns.push(this.fieldColumn)
    if (this.quoted) this.anyQuoted = true
    this.buf = ''
  }

  private endRecord(): void {
    const values = this.values
    const blank = values.length === 0 || (values.length === 1 && !this.anyQuoted && /^[ \t]*$/.test(values[0]))
    if (values.length === 0) {
      // an empty line: one empty field, placed at the line's start
      values.push('')
      this.lines.push(this.line)
      this.columns.push(1)
    }
    this.out.push({ values, lines: this.lines, columns: this.columns, endLine: this.line, endColumn: this.column, blank })
    this.values = []
    this.lines = []
    this.columns = []
    this.anyQuoted = false
  }
}

/**
 * Reads a CSV file in pieces of `chunkBytes`, handing over the records of each piece (a record that
 * spans pieces is handed over with the piece that completes it). A leading UTF-8 byte-order mark
 * (as Excel writes) is skipped. Bytes that are not UTF-8 stop the read with their position.
 */
export async function readCsvFile(
  file: string,
  onRecords: (records: CsvRecord[]) => Promise<void> | void,
  chunkBytes = 1 << 20,
): Promise<void> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const records: CsvRecord[] = []
  const parser = new CsvParser(records)
  const fd = await fs.promises.open(file, 'r')
  try {
    const chunk = Buffer.alloc(chunkBytes)
    for (;;) {
      const { bytesRead } = await fd.read(chunk, 0, chunkBytes, null)
      let text: string
      try {
        text = decoder.decode(chunk.subarray(0, bytesRead), { stream: bytesRead > 0 })
      } catch {
        const at = await locateBadUtf8(file)
        throw new CsvSyntaxError(at.line, at.column, 'these bytes are not UTF-8 text: save the file as UTF-8 (CSV UTF-8 in Excel)')
      }
      parser.push(text)
      if (bytesRead === 0) parser.end()
      if (records.length) {
        await onRecords(records.splice(0))
      }
      if (bytesRead === 0) return
    }
  } finally {
    await fd.close()
  }
}

/** Line and column of the first byte of a file that does not begin a valid UTF-8 character. */
async function locateBadUtf8(file: string): Promise<{ line: number; column: number }> {
  const bytes = await fs.promises.readFile(file)
  let line = 1
  let column = 1
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0
  while (i < bytes.length) {
    const b = bytes[i]
    let n = 0
    let min = 0
    if (b < 0x80) n = 1
    else if (b >= 0xc2 && b <= 0xdf) {
      n = 2
      min = 0x80
    } else if (b >= 0xe0 && b <= 0xef) {
      n = 3
      min = 0x800
    } else if (b >= 0xf0 && b <= 0xf4) {
      n = 4
      min = 0x10000
    } else return { line, column }
    let cp = n === 1 ? b : b & (0xff >> (n + 1))
    for (let k = 1; k < n; k++) {
      const next = bytes[i + k]
      if (next === undefined || (next & 0xc0) !== 0x80) return { line, column }
      cp = (cp << 6) | (next & 0x3f)
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return { line, column }
    if (b === LF || (b === CR && bytes[i + 1] !== LF)) {
      line++
      column = 1
    } else if (b !== CR) {
      column++
    }
    i += n
  }
  return { line, column }
}
