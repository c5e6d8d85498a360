// The CSV text of a download (server/http/csv-reply.ts): the BOM Excel needs, RFC 4180 quoting, and
// text a spreadsheet would run as a formula kept as text.
import { csvText } from '../http/csv-reply'

test('a BOM, CRLF line ends, numbers as they are, empty cells for null', () => {
  expect(
    csvText(
      ['排名', '品牌'],
      [
        [1, '素言/SUYAN'],
        [2, null],
      ],
    ),
  ).toBe('\uFEFF排名,品牌\r\n1,素言/SUYAN\r\n2,\r\n')
})

test.each([
  ['a, b', '"a, b"'],
  ['say "hi"', '"say ""hi"""'],
  ['two\nlines', '"two\nlines"'],
  ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
  ['+1', "'+1"],
  ['-2', "'-2"],
  ['@SUM(A1)', "'@SUM(A1)"],
])('text %j is written %j', (value, written) => {
  expect(csvText(['h'], [[value]])).toBe(`\uFEFFh\r\n${written}\r\n`)
})

test('negative numbers stay numbers', () => {
  expect(csvText(['change'], [[-20463895]])).toBe('\uFEFFchange\r\n-20463895\r\n')
})
