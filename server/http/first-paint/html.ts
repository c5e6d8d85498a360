// The HTML the first paint is written in: escaped elements with the app's class names, and the few
// pieces every screen's frame shares (the loading spinner, a select, a segmented switch, the
// category box, the grey bar where a value still being asked for will stand).
import type { Lang } from '../../../src/domain/constants'
import en from '../../../src/i18n/en'
import zh from '../../../src/i18n/zh'

export const DICTIONARIES = { zh, en }
export type Dict = typeof zh

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c])

/** An element: attributes (false/undefined left out) and already-escaped inner HTML. */
export function el(tag: string, attrs: Record<string, string | false | undefined>, ...inner: string[]): string {
  const list = Object.entries(attrs)
    .filter(([, v]) => v !== false && v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(v as string)}"`)
    .join('')
  return `<${tag}${list}>${inner.join('')}</${tag}>`
}
export const div = (cls: string, ...inner: string[]) => el('div', { class: cls }, ...inner)
export const text = (cls: string, words: string) => el('span', { class: `taro-text ${cls}`.trim() }, esc(words))
/** a grey bar where a value the page is still asking for will stand, about as wide as it will be */
export const bar = (em: number) => el('span', { class: 'gr-fp-bar', style: `width:${em}em` })
/** how wide those values usually are, in em of their text: a platform ("淘宝天猫", "Taobao & Tmall"), a month ("2026年10月", "Oct 2026") */
export const VALUE_EM: Record<Lang, { platform: number; month: number }> = {
  zh: { platform: 4, month: 5.6 },
  en: { platform: 6.8, month: 4.2 },
}

export function spinner(): string {
  const ring = el('div', {
    class: 'at-loading__ring',
    style: 'border-width:1px;border-style:solid;border-color:#2457d6 transparent transparent;width:0.9rem;height:0.9rem',
  })
  return div(
    'at-activity-indicator at-activity-indicator--isopened',
    div('at-activity-indicator__body', el('div', { class: 'at-loading', style: 'width:0.9rem;height:0.9rem' }, ring, ring, ring)),
  )
}

/** ConceptStatus kind 'loading' */
export const loading = (t: Dict) => div('gr-status', spinner(), text('gr-status__text', t.state.loading))

/** ConceptStatus kind 'loading' of a list (ListSkeleton): `rows` grey rows and what is loading */
export const listLoading = (t: Dict, rows: number) =>
  div(
    'gr-skeleton',
    ...Array.from({ length: rows }, () =>
      div(
        'gr-skeleton__row',
        div('gr-skeleton__lines', div('gr-skeleton__line gr-skeleton__line--title'), div('gr-skeleton__line gr-skeleton__line--meta')),
        div('gr-skeleton__line gr-skeleton__line--figure'),
      ),
    ),
    text('gr-skeleton__hint', t.state.loading),
  )

/** a select with its label; `value` is its value's inner HTML (a bar, or the placeholder the app shows) */
export const dropdown = (cls: string, label: string, value: string, valueCls = 'gr-dropdown__value') =>
  div(
    `gr-dropdown ${cls}`.trim(),
    div(
      'gr-dropdown__trigger',
      text('gr-dropdown__label', label),
      el('span', { class: `taro-text ${valueCls}` }, value),
      text('gr-dropdown__caret', '▾'),
    ),
  )
export const segmented = (label: string | null, items: string[]) =>
  div(
    'gr-segmented',
    label === null ? '' : div('gr-segmented__label', esc(label)),
    ...items.map((item, i) => div(`gr-segmented__item${i === 0 ? ' gr-segmented__item--on' : ''}`, esc(item))),
  )
export const categoryBox = (cls: string, value: string) =>
  div(
    `gr-cpicker ${cls}`.trim(),
    div('gr-cpicker__box', text('gr-cpicker__value gr-cpicker__value--empty', value), text('gr-cpicker__caret', '▾')),
  )
