// The words of the "+ 对比" / "+ Compare" buttons (a detail page, a ranking row or card, the search)
// and what they say, in both languages: beside the buttons rather than in the app's dictionaries,
// which the mini-program carries in its main package (near its size budget) while its buttons are
// in subpackages. Small, as the web's header search carries it from the start.
import type { Lang } from '../../domain/constants'

interface ButtonText {
  add: string
  /** the add button's accessible name: its visible words first (a name must hold what is seen), then what it does */
  addLabel: (word: string) => string
  added: (count: number, max: number) => string
  present: (word: string) => string
  full: (max: number) => string
  open: (count: number) => string
}

const zh: ButtonText = {
  add: '+ 对比',
  addLabel: (word) => (word ? `+ 对比：把“${word}”加入对比` : '+ 对比'),
  added: (count, max) => `已加入对比（${count}/${max}）`,
  present: (word) => `“${word}”已在对比中`,
  full: (max) => `对比最多 ${max} 个概念，请先移除一些`,
  open: (count) => `查看对比（${count}）`,
}

const en: ButtonText = {
  add: '+ Compare',
  addLabel: (word) => (word ? `+ Compare: add “${word}” to the comparison` : '+ Compare'),
  added: (count, max) => `Added to the comparison (${count}/${max})`,
  present: (word) => `“${word}” is already in the comparison`,
  full: (max) => `A comparison holds at most ${max} concepts; remove some first`,
  open: (count) => `Open the comparison (${count})`,
}

export function buttonText(lang: Lang): ButtonText {
  return lang === 'en' ? en : zh
}
