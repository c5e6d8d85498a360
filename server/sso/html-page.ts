// The frame of the login service's server-rendered pages (the login form, the logout question):
// the document, its language, a phone-sized viewport, a title and the page's own style.
import { HTML_LANG } from '../../src/domain/constants'
import type { PageLang } from './login-page'

export function htmlPage(lang: PageLang, title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
${style}
</style>
</head>
<body>
${body}
</body>
</html>`
}
