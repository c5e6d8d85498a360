// A schema refusal (-400) in the request's language: the field path and what it must be. English
// keeps the validator's own wording (what API callers and the tests read); Chinese says the same
// from the keyword and its parameters.
import type { FastifyError } from 'fastify'
import type { Lang } from '../../src/domain/constants'

interface Failure {
  keyword: string
  instancePath: string
  message?: string
  params: Record<string, unknown>
}

function fieldOf(first: Failure, where: string): string {
  const p = first.params
  const tail = p.missingProperty ? `/${String(p.missingProperty)}` : p.additionalProperty ? `/${String(p.additionalProperty)}` : ''
  return `${where}${`${first.instancePath}${tail}`.replace(/^\//, '.').replace(/\//g, '.')}`
}

const COMPARISON_ZH: Record<string, string> = { '<=': '不大于', '>=': '不小于', '<': '小于', '>': '大于' }
const TYPE_ZH: Record<string, string> = {
  string: '文本',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
}

function chinese(first: Failure, field: string, allowed: string): string {
  const p = first.params
  switch (first.keyword) {
    case 'required':
      return `缺少必填参数 ${field}`
    case 'additionalProperties':
      return `不支持的参数 ${field}`
    case 'type':
      return `参数 ${field} 应为${String(p.type)
        .split(',')
        .map((t) => TYPE_ZH[t] ?? t)
        .join('或')}`
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
      return `参数 ${field} 应${COMPARISON_ZH[String(p.comparison)] ?? String(p.comparison)} ${String(p.limit)}`
    case 'maxLength':
      return `参数 ${field} 最多 ${String(p.limit)} 个字符`
    case 'minLength':
      return `参数 ${field} 至少 ${String(p.limit)} 个字符`
    case 'maxItems':
      return `参数 ${field} 最多 ${String(p.limit)} 项`
    case 'minItems':
      return `参数 ${field} 至少 ${String(p.limit)} 项`
    case 'enum':
    case 'const':
      return `参数 ${field} 取值应为其中之一${allowed}`
    case 'pattern':
    case 'format':
      return `参数 ${field} 格式错误`
    default:
      return `参数 ${field} 取值无效${allowed}`
  }
}

export function validationMessage(err: FastifyError, lang: Lang): string {
  const first = err.validation?.[0] as Failure | undefined
  if (!first) return err.message
  const field = fieldOf(first, err.validationContext ?? 'request')
  const values = first.params.allowedValues ?? (first.keyword === 'const' ? [first.params.allowedValue] : undefined)
  const allowed = Array.isArray(values) ? ` (${values.join(', ')})` : ''
  return lang === 'zh' ? chinese(first, field, allowed) : `${field}: ${first.message ?? 'invalid'}${allowed}`
}
