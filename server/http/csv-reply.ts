// A table sent as a CSV download: UTF-8 with a byte-order mark (without it Excel reads the bytes as
// the system code page and Chinese comes out garbled), RFC 4180 quoting, CRLF line ends, and a
// file name in Content-Disposition (ASCII fallback plus the RFC 5987 UTF-8 form).
import type { FastifyReply } from 'fastify'
import type { CsvCell, CsvTable } from '../answers/ranking-csv'

const BOM = '\uFEFF'

/**
 * A text cell starting with = + - @ (or a tab / carriage return) is a formula to a spreadsheet:
 * a leading apostrophe keeps it text (OWASP "CSV injection"). Numbers are written as they are.
 */
function cell(value: CsvCell): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvText(header: string[], rows: CsvCell[][]): string {
  return `${BOM}${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`
}

export function sendCsv(reply: FastifyReply, table: CsvTable): FastifyReply {
  const ascii = table.asciiName.replace(/[^\w.-]+/g, '_')
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${ascii}.csv"; filename*=UTF-8''${encodeURIComponent(table.name)}.csv`)
    .header('cache-control', 'no-store')
    .send(csvText(table.header, table.rows))
}
