// The page GET /mj_logout shows: a question and a button that posts the logout. Signing out is a
// POST from this site (http/same-origin.ts checks where it comes from), so a link or an image on
// another site cannot end anyone's session; a plain link to /mj_logout lands here instead.
import { htmlPage } from './html-page'
import { escapeHtml, type PageLang } from './login-page'

const TEXT = {
  zh: { title: '退出登录 · 增长雷达', heading: '确定退出增长雷达吗？', submit: '退出登录', back: '返回' },
  en: { title: 'Sign out · Growth Radar', heading: 'Sign out of Growth Radar?', submit: 'Sign out', back: 'Go back' },
} as const

export function renderLogoutPage(lang: PageLang, redirectUrl: string): string {
  const t = TEXT[lang]
  const action = `/mj_logout?${new URLSearchParams({ redirect_url: redirectUrl })}`
  return htmlPage(
    lang,
    t.title,
    `  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f3f6fa;color:#1f2937}
  main{background:#fff;border-radius:12px;padding:28px 32px;box-shadow:0 10px 30px rgba(0,0,0,.12);text-align:center}
  button{padding:10px 28px;border:0;border-radius:8px;background:#1d4f8c;color:#fff;font-size:15px;cursor:pointer}
  a{display:inline-block;margin-top:14px;color:#1d4f8c;font-size:13px}`,
    `<main>
  <h1>${t.heading}</h1>
  <form method="post" action="${escapeHtml(action)}"><button type="submit">${t.submit}</button></form>
  <a href="${escapeHtml(redirectUrl)}">${t.back}</a>
</main>`,
  )
}
