// The words of the login service's page (sso/login-page.ts), in zh and en.

export const LOGIN_TEXT = {
  zh: {
    brand: '增长雷达',
    title: '登录 · 增长雷达',
    heading: '登录增长雷达',
    sub: '电商与社媒高增长概念、品牌与类目洞察',
    username: '账号（邮箱）',
    password: '密码',
    submit: '登录',
    lang: 'English',
    langValue: 'en',
    bad_credentials: '账号或密码错误，请重试。',
    too_many: '尝试次数过多，请稍后再试。',
    missing: '请输入账号和密码。',
    foot: '演示账号密码均为 demo2026，详见 README。',
    locked: (wait: string) => `该账号密码错误次数过多，已暂时锁定，请 ${wait}后再试。`,
  },
  en: {
    brand: 'Growth Radar',
    title: 'Sign in · Growth Radar',
    heading: 'Sign in to Growth Radar',
    sub: 'High-growth concepts, brands and categories across e-commerce and social',
    username: 'Account (email)',
    password: 'Password',
    submit: 'Sign in',
    lang: '中文',
    langValue: 'zh',
    bad_credentials: 'Wrong account or password. Please try again.',
    too_many: 'Too many attempts. Please wait a minute and try again.',
    missing: 'Please enter your account and password.',
    foot: 'Demo accounts use the password demo2026; see the README.',
    locked: (wait: string) => `Too many wrong passwords for this account. It is locked for ${wait}; please try again later.`,
  },
} as const

/** How long an account stays locked, in words: seconds under a minute, else whole minutes rounded up. */
export function waitText(lang: 'zh' | 'en', seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  if (s < 60) return lang === 'zh' ? `${s} 秒` : `${s} s`
  const m = Math.ceil(s / 60)
  return lang === 'zh' ? `${m} 分钟` : `${m} min`
}
