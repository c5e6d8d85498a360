// Every message the server writes for a person, in zh and en: the answer comes in the language of
// the request. The codes the client also knows (error codes: -401,
// -499, 429, -500) take their words from the client's own dictionaries, so both sides say the same;
// the rest are typed here, one interface for both languages, so a message without a translation
// fails the type check. Handlers throw `new ApiError(code, say.x(...))`; http/errors.ts picks the
// request's language (http/lang.ts).
import en from '../../src/i18n/en'
import zh from '../../src/i18n/zh'
import { ERROR_CODES } from '../../types/envelope'
import { formatMonth } from '../../src/domain/format'
import { isMonth } from '../../src/domain/months'
import type { Localized } from '../domain-error'

type Dictionary = typeof zh

/** A platform as the screens name it, from one of the dictionary's name lists (its code when unknown). */
function nameIn(list: (d: Dictionary) => Record<string, string>, plat: string, lang: 'zh' | 'en'): string {
  return list(lang === 'zh' ? zh : (en as Dictionary))[plat] ?? plat
}

/** A social platform ('小红书', 'Xiaohongshu'). */
const socialName = (plat: string, lang: 'zh' | 'en') => nameIn((d) => d.detailTabs.socialPlat, plat, lang)

/** An e-commerce platform ('淘宝天猫', 'Taobao & Tmall'). */
const platformName = (plat: string, lang: 'zh' | 'en') => nameIn((d) => d.platforms, plat, lang)

/** A YYYY-MM month as the screens write it ('2026年10月', 'Oct 2026'); anything else as given. */
function monthOf(month: string, lang: 'zh' | 'en'): string {
  return isMonth(month) ? formatMonth(month, lang) : month
}

interface Messages {
  wrongCredentials: string
  noData(start: string, end: string, first: string, last: string): string
  noSocialData(plat: string, month: string, first: string, last: string): string
  noSocialWord(word: string, plat: string, month: string): string
  noSocialYet: string
  noPosts(tag: string, month: string): string
  noSavedLink(id: string): string
  unknownCategory(field: string, cid: string, plat?: string): string
  rankedLevels(cid: string, level: number): string
  socialLevels(cid: string, level: number): string
  noChildCategories(cid: string): string
  rankingSort: string
  rangeNeedsBoth: string
  rangeOrder(start: string, end: string): string
  rangeTooLong(months: number): string
  onePlatformOnly(plat: string): string
  englishTitles: string
  notMobile(field: string): string
  phoneOrId: string
  loginCodeNeedsId: string
  phoneIdRequired: string
  notYourPhone(id: string): string
  codeNone: string
  codeExpired: string
  codeLocked: string
  codeWrong(left: number): string
  smsNotSent: string
  unknownBrands(ids: string, plat: string): string
  phoneNotVerified: string
  phoneDuplicate: string
  phoneTooMany(max: number): string
  phoneLast: string
  phoneNotYours(id: string): string
  qrPathTooLong(length: number): string
  cidList: string
  paramNameTooLong(name: string): string
  paramValue(name: string): string
  textWithNul(field: string): string
  textWithSurrogate(field: string): string
  notFinite(field: string): string
  tooManyFollows(max: number): string
  notYourConceptFollow(id: string): string
  badWord(field: string, why: string): string
  badRequest(detail: string): string
  devOutboxLocal: string
  retryIn(seconds: number): string
  crossSite: string
  jsonOnly: string
  noSuchUrl(method: string, path: string): string
  codeWait(seconds: number): string
  wechatCodeInvalid: string
  wechatUnavailable: string
  wechatLoginOff: string
  phoneOnSeveralAccounts: string
  signUpNeedsConsent: string
  wechatMessagesOff: string
  wechatSubscribeInMini: string
  demoAccountKept: string
  phonesLocked: string
  changeNotConfirmed: string
  conceptPreparing: string
}

const zhMessages: Messages = {
  wrongCredentials: '账号或密码错误。',
  noData: (start, end, first, last) =>
    `${start === end ? monthOf(end, 'zh') : `${monthOf(start, 'zh')}至${monthOf(end, 'zh')}`}的数据尚未收录（数据范围 ${monthOf(first, 'zh')}至${monthOf(last, 'zh')}）。`,
  noSocialData: (plat, month, first, last) =>
    `${socialName(plat, 'zh')}${monthOf(month, 'zh')}的社媒数据尚未收录（数据范围 ${monthOf(first, 'zh')}至${monthOf(last, 'zh')}）。`,
  noSocialWord: (word, plat, month) =>
    `${socialName(plat, 'zh')}${monthOf(month, 'zh')}没有“${word}”的声量记录：社媒声量只记录追踪中的概念词。`,
  noSocialYet: '社媒数据尚未收录。',
  noPosts: (tag, month) => `“${tag}”在${monthOf(month, 'zh')}没有收录的帖子。`,
  noSavedLink: (id) => `链接 ${id} 不存在或已失效。`,
  unknownCategory: (field, cid, plat) => `${plat ? platformName(plat, 'zh') : ''}没有编号为 ${cid} 的类目（参数 ${field}）。`,
  rankedLevels: (cid, level) => `参数 cid 错误：概念榜单只覆盖一级和二级类目，类目 ${cid} 是 ${level} 级。`,
  socialLevels: (cid, level) => `参数 cid 错误：社媒概念按一级和二级类目归类，类目 ${cid} 是 ${level} 级。`,
  noChildCategories: (cid) => `参数 cid 错误：类目 ${cid} 没有可排名的子类目。`,
  rankingSort: '参数 sortby 错误：品牌和类目榜单按增长或销售额排序。',
  rangeNeedsBoth: '参数 start、end 错误：时间范围需要开始和结束月份。',
  rangeOrder: (start, end) => `参数 start 错误：开始月份 ${start} 晚于结束月份 ${end}。`,
  rangeTooLong: (months) => `参数 start、end 错误：时间范围最多 ${months} 个月。`,
  onePlatformOnly: (plat) => `参数 plat 错误：此接口只提供${platformName(plat, 'zh')}的数据。`,
  englishTitles: '亚马逊和 eBay 的商品标题是英文，中文概念词匹配不到任何商品：请用英文输入概念词（例如 dress）。',
  notMobile: (field) => `参数 ${field} 错误：不是中国大陆手机号（以 13–19 开头的 11 位数字）。`,
  phoneOrId: '参数错误：phone_id 和 phone 只能给一个。',
  loginCodeNeedsId: '参数 phone 错误：登录验证码只发送到已绑定的手机号，请传 phone_id。',
  phoneIdRequired: '缺少必填参数 phone_id。',
  notYourPhone: (id) => `参数 phone_id 错误：${id} 不是您绑定的手机号。`,
  codeNone: '请先获取验证码。',
  codeExpired: '验证码已过期，请重新获取。',
  codeLocked: '错误次数过多，请重新获取验证码。',
  codeWrong: (left) => `验证码错误，还可尝试 ${left} 次。`,
  smsNotSent: '短信发送失败，请稍后再试。',
  unknownBrands: (ids, plat) => `${platformName(plat, 'zh')}没有编号为 ${ids} 的品牌（参数 ids）。`,
  phoneNotVerified: '请先通过短信验证这个手机号。',
  phoneDuplicate: '这个手机号已经绑定。',
  phoneTooMany: (max) => `每个账号最多绑定 ${max} 个手机号。`,
  phoneLast: '不能删除最后一个手机号，请先添加另一个。',
  phoneNotYours: (id) => `参数 phone_id 错误：${id} 不是您绑定的手机号。`,
  qrPathTooLong: (length) => `参数 path 错误：链接过长（${length} 个字符），无法生成二维码，请先保存为短链接。`,
  cidList: '参数 cid 错误：应为一个类目 ID，或以逗号分隔的至多 20 个 ID。',
  paramNameTooLong: (name) => `参数名过长（“${name}…”），最多 50 个字符。`,
  paramValue: (name) => `参数 ${name} 错误：应为至多 500 个字符的文本或数字。`,
  textWithNul: (field) => `参数 ${field} 错误：文本不能包含 NUL 字符。`,
  textWithSurrogate: (field) => `参数 ${field} 错误：文本含有不完整的字符（孤立的 UTF-16 代理项）。`,
  notFinite: (field) => `参数 ${field} 错误：应为有限的数字。`,
  tooManyFollows: (max) => `关注已达上限（${max} 个），请先取消一些关注。`,
  notYourConceptFollow: (id) => `参数 follow_id 错误：${id} 不是您关注的电商概念。`,
  badWord: (field, why) => `参数 ${field} 错误：${why}`,
  badRequest: (detail) => `请求格式错误：${detail}`,
  devOutboxLocal: '开发用短信收件箱只在本机可用：请用 http://127.0.0.1 或 http://localhost 打开。',
  retryIn: (seconds) => `（${seconds} 秒后可重试）`,
  crossSite: '已拒绝：这个请求来自其他网站（或没有说明来源）。请刷新页面后重试。',
  jsonOnly: '请求体必须是 JSON（Content-Type: application/json）。',
  noSuchUrl: (method, path) => `请求地址错误：${method} ${path}`,
  codeWait: (seconds) => `请 ${seconds} 秒后再获取验证码。`,
  wechatCodeInvalid: '微信登录凭证无效或已使用，请重新点击微信登录。',
  wechatUnavailable: '暂时无法连接微信，请稍后再试，或用密码、手机验证码登录。',
  wechatLoginOff: '本服务器未开通微信登录，请用密码或手机验证码登录。',
  phoneOnSeveralAccounts: '这个手机号绑定了多个账号，请用账号和密码登录。',
  wechatMessagesOff: '本服务器未开通微信服务通知，提醒将以短信发送。',
  wechatSubscribeInMini: '微信服务通知只能在微信小程序里用微信登录后开启。',
  signUpNeedsConsent: '这个手机号还没有账号。请勾选同意《用户协议》和《隐私政策》，重新获取验证码后即可开通免费版。',
  demoAccountKept: '演示账号供所有人试用，不能注销。用手机验证码开通自己的免费版账号后，可以随时注销它。',
  phonesLocked: '短信验证尚未完成：完成前不能更改手机号。请用已绑定的手机号完成短信验证后再试。',
  changeNotConfirmed:
    '请先用已绑定的手机号确认此更改：向已绑定的手机号获取验证码并验证（/api/sms/send/setting、/api/sms/verify/setting，传 phone_id）。',
  // shown by the client after its own prefix ("暂时无法查看：")
  conceptPreparing: '该概念的数据正在准备中，请稍后刷新',
}

const enMessages: Messages = {
  wrongCredentials: 'Wrong account or password.',
  noData: (start, end, first, last) =>
    `No data recorded for ${start === end ? monthOf(end, 'en') : `${monthOf(start, 'en')} – ${monthOf(end, 'en')}`} (data covers ${monthOf(first, 'en')} to ${monthOf(last, 'en')}).`,
  noSocialData: (plat, month, first, last) =>
    `No ${socialName(plat, 'en')} data recorded for ${monthOf(month, 'en')} yet (${monthOf(first, 'en')} to ${monthOf(last, 'en')}).`,
  noSocialWord: (word, plat, month) =>
    `${socialName(plat, 'en')} has no volume recorded for "${word}" in ${monthOf(month, 'en')}: social volume is recorded for tracked concept words only.`,
  noSocialYet: 'No social data recorded yet.',
  noPosts: (tag, month) => `No posts recorded for "${tag}" in ${monthOf(month, 'en')}.`,
  noSavedLink: (id) => `No saved link ${id}.`,
  unknownCategory: (field, cid, plat) => `${field}: category ${cid} does not exist${plat ? ` on ${platformName(plat, 'en')}` : ''}.`,
  rankedLevels: (cid, level) => `cid: concept rankings cover level-1 and level-2 categories; ${cid} is level ${level}.`,
  socialLevels: (cid, level) => `cid: social concepts are grouped by level-1 and level-2 categories; ${cid} is level ${level}.`,
  noChildCategories: (cid) => `cid: category ${cid} has no child categories to rank.`,
  rankingSort: 'sortby: brand and category rankings sort by growth or sales.',
  rangeNeedsBoth: 'start, end: a time range needs both start and end.',
  rangeOrder: (start, end) => `start: ${start} is after end ${end}.`,
  rangeTooLong: (months) => `start, end: a time range covers at most ${months} months.`,
  onePlatformOnly: (plat) => `plat: this call serves ${platformName(plat, 'en')} only.`,
  englishTitles:
    'Amazon and eBay titles are in English, so a concept typed in Chinese matches no item: type the concept in English (for example dress).',
  notMobile: (field) => `${field}: not a Chinese mobile number (11 digits starting 13–19).`,
  phoneOrId: 'body: give phone_id or phone, not both.',
  loginCodeNeedsId: 'body.phone: login codes go to one of your phones; give phone_id.',
  phoneIdRequired: "body must have required property 'phone_id'.",
  notYourPhone: (id) => `body.phone_id: ${id} is not one of your phones.`,
  codeNone: 'Request a code first.',
  codeExpired: 'The code has expired; request a new one.',
  codeLocked: 'Too many wrong codes; request a new one.',
  codeWrong: (left) => `Wrong code; ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  smsNotSent: 'The SMS could not be sent; please try again.',
  unknownBrands: (ids, plat) => `ids: no brand ${ids} on ${platformName(plat, 'en')}.`,
  phoneNotVerified: 'phone: verify this number by SMS first (POST /api/sms/send/setting, then /api/sms/verify/setting).',
  phoneDuplicate: 'phone: this number is already one of your phones.',
  phoneTooMany: (max) => `phone: at most ${max} phones per account.`,
  phoneLast: 'phone_id: the last phone cannot be deleted; add another one first.',
  phoneNotYours: (id) => `phone_id: ${id} is not one of your phones.`,
  qrPathTooLong: (length) => `path: too long for a QR code (${length} characters); share a short link (wxmini_params url_id) instead.`,
  cidList: 'body.cid: a category id, or at most 20 ids separated by commas.',
  paramNameTooLong: (name) => `body: parameter names are at most 50 characters ("${name}…").`,
  paramValue: (name) => `body.${name}: must be a string of at most 500 characters or a number.`,
  textWithNul: (field) => `${field}: text must not contain the NUL character`,
  textWithSurrogate: (field) => `${field}: text must not contain a lone surrogate (half of a UTF-16 pair)`,
  notFinite: (field) => `${field}: must be a finite number`,
  tooManyFollows: (max) => `You follow the most concepts allowed (${max}); unfollow some first.`,
  notYourConceptFollow: (id) => `body.follow_id: ${id} is not one of your followed e-commerce concepts.`,
  badWord: (field, why) => `${field}: ${why}`,
  badRequest: (detail) => `request: ${detail}`,
  devOutboxLocal: 'The development outbox answers only on this machine: open it at http://127.0.0.1 or http://localhost.',
  retryIn: (seconds) => ` (retry in ${seconds} s)`,
  crossSite: 'Refused: this request came from another site (or did not say where it came from). Reload the page and try again.',
  jsonOnly: 'The body must be JSON (Content-Type: application/json).',
  noSuchUrl: (method, path) => `No such URL: ${method} ${path}`,
  codeWait: (seconds) => `Please wait ${seconds} s before requesting another code.`,
  wechatCodeInvalid: 'The WeChat login code is invalid or was already used; tap WeChat login again.',
  wechatUnavailable: 'WeChat cannot be reached right now; try again later, or sign in with your password or a phone code.',
  wechatLoginOff: 'WeChat login is not set up on this server; sign in with your password or a phone code.',
  phoneOnSeveralAccounts: 'This number belongs to several accounts; sign in with your account and password.',
  wechatMessagesOff: 'This server sends no WeChat notifications; alerts go by SMS.',
  wechatSubscribeInMini: 'WeChat notifications can be turned on only in the mini-program, signed in with WeChat.',
  signUpNeedsConsent:
    'This number has no account yet. Tick your agreement to the user agreement and the privacy policy and request a new code to open a free account.',
  demoAccountKept:
    'Demo accounts are shared by everyone trying the product and cannot be closed. Open your own free account with a phone code; you can close it at any time.',
  phonesLocked: 'SMS verification is pending: your phones cannot change until you verify with a number on file.',
  changeNotConfirmed:
    'Confirm this change with a code sent to a number already on file first (POST /api/sms/send/setting with its phone_id, then /api/sms/verify/setting).',
  // shown by the client after its own prefix ("Cannot be shown now: ")
  conceptPreparing: 'figures for this concept are being prepared; please refresh in a moment.',
}

type Say = { [K in keyof Messages]: Messages[K] extends (...args: infer A) => string ? (...args: A) => Localized : Localized }

function bothLanguages(): Say {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(zhMessages) as (keyof Messages)[]) {
    const z = zhMessages[key]
    const e = enMessages[key]
    out[key] =
      typeof z === 'function'
        ? (...args: unknown[]) => ({ zh: (z as (...a: unknown[]) => string)(...args), en: (e as (...a: unknown[]) => string)(...args) })
        : { zh: z, en: e as string }
  }
  return out as Say
}

/** The server's messages in both languages: `say.noData('2018-01', '2018-01', …)` → { zh, en }. */
export const say: Say = bothLanguages()

/** Error codes: codes the client's catalogue names: the same words on both sides. */
export const catalogue = {
  notLoggedIn: { zh: zh.errors[ERROR_CODES.notLoggedIn], en: en.errors[ERROR_CODES.notLoggedIn] },
  smsRequired: { zh: zh.errors[ERROR_CODES.smsRequired], en: en.errors[ERROR_CODES.smsRequired] },
  accountDisabled: { zh: zh.errors[ERROR_CODES.disabled], en: en.errors[ERROR_CODES.disabled] },
  tooManyRequests: { zh: zh.errors[ERROR_CODES.httpTooManyRequests], en: en.errors[ERROR_CODES.httpTooManyRequests] },
  serverError: { zh: zh.errors.generic, en: en.errors.generic },
  invalidInput: { zh: zh.errors[ERROR_CODES.badParam], en: en.errors[ERROR_CODES.badParam] },
} satisfies Record<string, Localized>
