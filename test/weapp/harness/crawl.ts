// Walks the built mini-program as a WeChat user's thumb would: from the entry page, every tab of the
// tab bar and every control WeChat would deliver a tap to, then the same on each page reached. Each
// navigation is recorded with the page it came from, and the page stack is kept as WeChat keeps it
// (navigateTo pushes, redirectTo replaces the top, switchTab and reLaunch leave one page), so a test
// can say which pages are reached within n taps and where back leads from each.
import fs from 'node:fs'
import path from 'node:path'
import { WEAPP_DIST, loadMiniProgram, type LoadOptions, type PageHandle } from './load-page'
import { settle } from './quiet'

/** One tap that changed the page, as the stack stood after it. */
export interface Hop {
  from: string
  /** what was tapped: 'tab bar' or the control's text */
  control: string
  api: string
  url: string
  /** the page opened (app.json path, no query) */
  to: string
  /** WeChat refused the call (a tab page through navigateTo …) */
  failed: boolean
  /** the stack after the tap, bottom first */
  stack: string[]
  /** taps from the entry page */
  depth: number
}

interface DataNode {
  nn?: string | number
  sid?: string
  cn?: DataNode[]
  v?: unknown
}

/** The template numbers of base.wxml whose element binds a tap: the nodes WeChat delivers a tap to. */
function tappableTemplates(): Set<string> {
  const wxml = fs.readFileSync(path.join(WEAPP_DIST, 'base.wxml'), 'utf8')
  const out = new Set<string>()
  for (const match of wxml.matchAll(/<template name="tmpl_0_(\w+)">\s*<([a-z-]+)([^>]*)>/g)) {
    if (match[3].includes('bindtap="eh"') || match[2] === 'button') out.add(match[1])
  }
  return out
}

function textOf(node: DataNode): string {
  if (typeof node.v === 'string') return node.v
  return (node.cn ?? []).map(textOf).join('').trim()
}

function tappables(node: DataNode | undefined, kinds: Set<string>, out: DataNode[] = []): DataNode[] {
  if (!node) return out
  if (node.sid && node.nn !== undefined && kinds.has(String(node.nn))) out.push(node)
  for (const child of node.cn ?? []) tappables(child, kinds, out)
  return out
}

export const pageOfUrl = (url: string) => url.split('?')[0].replace(/^\//, '')
const queryOfUrl = (url: string): Record<string, string> => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '').entries())

/** The stack after `api` opened `to` on top of `stack`, as WeChat changes it. */
function nextStack(stack: string[], api: string, to: string): string[] {
  if (api === 'navigateTo') return [...stack, to]
  if (api === 'redirectTo') return [...stack.slice(0, -1), to]
  return [to] // switchTab, reLaunch
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface CrawlOptions extends LoadOptions {
  entry: string
  /** taps from the entry page (2: a tab or a control, then one more) */
  depth: number
}

/**
 * Every navigation a user can make within `depth` taps of `entry`. Each page reached is opened in a
 * fresh launch with the query it was opened with, and every control on it is tapped in turn (a tap that
 * opens a sheet exposes new controls, which are tapped too).
 */
export async function crawl(options: CrawlOptions): Promise<Hop[]> {
  const kinds = tappableTemplates()
  const appJson = JSON.parse(fs.readFileSync(path.join(WEAPP_DIST, 'app.json'), 'utf8')) as { tabBar?: { list: { pagePath: string }[] } }
  const tabs = (appJson.tabBar?.list ?? []).map((item) => item.pagePath)
  const hops: Hop[] = []
  let frontier: { url: string; stack: string[] }[] = [{ url: `/${options.entry}`, stack: [options.entry] }]
  const visited = new Set<string>()

  for (let depth = 1; depth <= options.depth; depth++) {
    const next: { url: string; stack: string[] }[] = []
    for (const { url, stack } of frontier) {
      if (visited.has(url)) continue
      visited.add(url)
      const from = pageOfUrl(url)
      const record = (control: string, nav: { api: string; url: string; failed?: true }) => {
        const to = pageOfUrl(nav.url)
        const hop: Hop = {
          from,
          control,
          api: nav.api,
          url: nav.url,
          to,
          failed: Boolean(nav.failed),
          stack: nav.failed ? stack : nextStack(stack, nav.api, to),
          depth,
        }
        hops.push(hop)
        if (!hop.failed) next.push({ url: nav.url.startsWith('/') ? nav.url : `/${nav.url}`, stack: hop.stack })
      }
      // WeChat's own tab bar: shown on a tab page, a tap switches tabs
      if (tabs.includes(from)) for (const tab of tabs) if (tab !== from) record('tab bar', { api: 'switchTab', url: `/${tab}` })

      const mp = await loadMiniProgram(options)
      try {
        const page: PageHandle = await mp.openPage(from, queryOfUrl(url))
        await settle(mp, 120, 3000)
        const tapped = new Set<string>()
        for (let round = 0; round < 200; round++) {
          const node = tappables(page.data.root as DataNode, kinds).find((n) => !tapped.has(n.sid!))
          if (!node) break
          tapped.add(node.sid!)
          const before = mp.navigations.length
          tapById(page, node.sid!)
          await pause(15)
          for (const nav of mp.navigations.slice(before)) record(textOf(node) || `#${node.sid}`, nav)
        }
      } finally {
        mp.close()
      }
    }
    frontier = next
  }
  return hops
}

/** A tap on one element by its sid, as WeChat delivers it to Taro's single handler. */
function tapById(page: PageHandle, sid: string): void {
  const target = { id: sid, dataset: { sid } }
  const handler = page.instance.eh as ((event: unknown) => void) | undefined
  try {
    handler?.call(page.instance, {
      type: 'tap',
      timeStamp: Date.now(),
      target,
      currentTarget: target,
      detail: { x: 0, y: 0 },
      touches: [],
      changedTouches: [],
    })
  } catch {
    // a control whose handler throws is a failure of that page's own tests, not of getting around
  }
}
