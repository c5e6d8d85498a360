// The -403 of every permission rule (category permissions and the free version's window of
// docs/rules.md: the upgrade prompt), one message per rule in zh and en. The dictionaries are typed
// against one interface, so a rule without a translation fails the type check. Thrown only by the
// functions of this folder; http/errors.ts answers it.
import { DomainError } from '../domain-error'

interface ForbiddenMessages {
  /** a category (or a whole data source) outside the caller's list */
  category: string
  /** a period outside the version: a custom range, or a month before the earliest (free version) */
  period: string
  /** downloads: not in the caller's version */
  download: string
  /** downloads: never from the mini-program, which cannot save files */
  download_in_mini: string
}

const zh: ForbiddenMessages = {
  category: '当前版本没有该类目的权限，请升级',
  period: '当前版本无此权限：自定义时间范围需要开通完整版平台（历史数据可追溯至 2021 年），请升级',
  download: '当前版本没有下载权限，请升级',
  download_in_mini: '小程序内不提供下载，请在网页版下载',
}

const en: ForbiddenMessages = {
  category: 'Your current version has no permission for this category. Please upgrade.',
  period: 'Your current version has no permission: a custom time range needs the full platform, with history back to 2021. Please upgrade.',
  download: 'Your current version has no permission to download. Please upgrade.',
  download_in_mini: 'Downloads are not available in the mini-program. Please download from the web version.',
}

export type ForbiddenRule = keyof ForbiddenMessages

export class Forbidden extends DomainError {
  constructor(readonly rule: ForbiddenRule) {
    super('forbidden', { zh: zh[rule], en: en[rule] })
  }
}
