// The login service's page: server-rendered, zh or en, no script needed.
import { htmlPage } from './html-page'
import { LOGIN_TEXT, waitText } from '../text/login-text'

export type PageLang = 'zh' | 'en'
export type LoginMessage = 'bad_credentials' | 'too_many' | 'missing' | 'locked' | null

/** The refusal of a locked account, for the login page and the token login alike. */
export function lockedMessage(lang: PageLang, retryAfterS: number): string {
  return LOGIN_TEXT[lang].locked(waitText(lang, retryAfterS))
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)
}

export interface LoginPageInput {
  lang: PageLang
  service: string
  redirectUrl: string
  username?: string
  message: LoginMessage
  /** for 'locked': seconds until the account may try again */
  retryAfterS?: number
}

export function renderLoginPage(input: LoginPageInput): string {
  const t = LOGIN_TEXT[input.lang]
  const query = new URLSearchParams({ service: input.service, redirect_url: input.redirectUrl, lang: t.langValue })
  const text = input.message === 'locked' ? lockedMessage(input.lang, input.retryAfterS ?? 0) : input.message ? t[input.message] : ''
  const message = text ? `<p class="msg" role="alert">${escapeHtml(text)}</p>` : ''
  return htmlPage(
    input.lang,
    t.title,
    `  *{box-sizing:border-box} body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Source Han Sans SC","WenQuanYi Micro Hei","WenQuanYi Zen Hei","Segoe UI",Roboto,sans-serif;
  background:linear-gradient(135deg,#0f2a4a 0%,#1d4f8c 55%,#2f7dd1 100%);color:#1f2937}
  .card{width:min(400px,92vw);background:#fff;border-radius:12px;padding:36px 32px 28px;box-shadow:0 20px 50px rgba(0,0,0,.25)}
  .brand{display:flex;align-items:center;gap:10px;margin-bottom:18px}
  .brand svg{width:36px;height:36px} .brand b{font-size:20px;letter-spacing:.5px}
  h1{font-size:20px;margin:0 0 6px} .sub{margin:0 0 22px;color:#6b7280;font-size:13px;line-height:1.5}
  label{display:block;font-size:13px;color:#374151;margin:14px 0 6px}
  input[type=text],input[type=password]{width:100%;padding:11px 12px;border:1px solid #d1d5db;border-radius:8px;font-size:15px}
  input:focus{outline:none;border-color:#2f7dd1;box-shadow:0 0 0 3px rgba(47,125,209,.18)}
  button{width:100%;margin-top:22px;padding:12px;border:0;border-radius:8px;background:#1d4f8c;color:#fff;font-size:16px;cursor:pointer}
  button:hover{background:#163f71} .msg{background:#fef2f2;color:#b91c1c;border:1px solid #fecaca;border-radius:8px;padding:9px 12px;font-size:13px}
  .row{display:flex;justify-content:space-between;align-items:center;margin-top:18px;font-size:12px;color:#6b7280}
  .row a{color:#1d4f8c;text-decoration:none}`,
    `<main class="card">
  <div class="brand"><svg viewBox="0 0 36 36" aria-hidden="true"><circle cx="18" cy="18" r="16" fill="none" stroke="#1d4f8c" stroke-width="3"/><circle cx="18" cy="18" r="9" fill="none" stroke="#2f7dd1" stroke-width="2"/><path d="M18 18 L30 9" stroke="#f59e0b" stroke-width="3" stroke-linecap="round"/></svg><b>${t.brand}</b></div>
  <h1>${t.heading}</h1>
  <p class="sub">${t.sub}</p>
  ${message}
  <form method="post" action="/sso/login" autocomplete="on">
    <input type="hidden" name="service" value="${escapeHtml(input.service)}">
    <input type="hidden" name="redirect_url" value="${escapeHtml(input.redirectUrl)}">
    <label for="username">${t.username}</label>
    <input id="username" name="username" type="text" autocomplete="username" required value="${escapeHtml(input.username ?? '')}">
    <label for="password">${t.password}</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">${t.submit}</button>
  </form>
  <div class="row"><span>${t.foot}</span><a href="/sso/login?${escapeHtml(query.toString())}">${t.lang}</a></div>
</main>`,
  )
}
