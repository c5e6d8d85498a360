// In the shipped build: the built /detail (dist/weapp, its subpackage) draws the concept's
// sales trend with TrendChart.weapp on a Canvas 2D node. The harness (harness/load-page.ts) answers the
// chart's node query with a real canvas (@napi-rs/canvas), as WeChat's view layer would answer it with
// the canvas it rendered, and gives wx.createOffscreenCanvas for text measurement. The picture goes to
// .tmp/weapp-detail-chart.png for a person to look at.
import fs from 'node:fs'
import path from 'node:path'
import { createCanvas, type Canvas } from '@napi-rs/canvas'
import { countColour } from './harness/pixels'
import { WEAPP_DIST, loadMiniProgram, ok, type MiniProgram } from './harness/load-page'
import { TOKEN, WORDS, conceptSearch, fakeServer } from './harness/mini-session'
import { pagePath } from '../../src/domain/routes'

const OUT = path.join(__dirname, '../../.tmp')
// the canvas' CSS size as the view layer lays it out on a 375 px phone; the harness' pixel ratio is 2
const CSS = { width: 343, height: 280 }
const RATIO = 2

interface DataNode {
  /** Taro's short keys: `uid` the id the page gave the element, `sid` Taro's own element id */
  uid?: string
  sid?: string
  cn?: DataNode[]
}

function findById(node: DataNode | undefined, id: string): DataNode | null {
  if (!node) return null
  if (node.uid === id) return node
  for (const child of node.cn ?? []) {
    const found = findById(child, id)
    if (found) return found
  }
  return null
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let mp: MiniProgram | undefined
afterEach(() => mp?.close())

test('the built /detail draws its sales trend on the 2d canvas at the device pixel ratio, and a touch shows the month’s tooltip', async () => {
  const canvases: { selector: string; canvas: Canvas }[] = []
  mp = await loadMiniProgram({
    storage: { token: TOKEN },
    server: fakeServer({ 'POST /api/search': (r) => ok(conceptSearch((r.data as { word: string }).word)) }),
    nodes: (selector) => {
      if (!selector.startsWith('#gr-trend-canvas')) return null
      // the Canvas 2D node WeChat hands back: 300×150 until the chart sizes it
      const canvas = createCanvas(300, 150)
      canvases.push({ selector, canvas })
      return { node: canvas, ...CSS }
    },
    createOffscreenCanvas: () => createCanvas(1, 1),
  })
  const page = await mp.openPage(pagePath('detail'), { word: WORDS[0], plat: 'all', cid: '16' })
  await page.waitForText('2026年9月')
  // the chart's query ran once, for its own canvas, and ECharts sized the node at CSS size × ratio
  for (let i = 0; i < 100 && canvases.length === 0; i++) await wait(20)
  expect(canvases).toHaveLength(1)
  const { canvas } = canvases[0]
  expect([canvas.width, canvas.height]).toEqual([CSS.width * RATIO, CSS.height * RATIO])

  // the production build animates the first draw (about 1.2 s on Taro's timer-driven frames)
  await wait(1600)
  fs.mkdirSync(OUT, { recursive: true })
  fs.writeFileSync(path.join(OUT, 'weapp-detail-chart.png'), canvas.toBuffer('image/png'))
  // the sales line in the brand blue
  expect(countColour(canvas, '#2457d6')).toBeGreaterThan(500)
  // ECharts' tooltip text colour (#666): nothing of it before a touch
  expect(countColour(canvas, '#666666', 12)).toBe(0)

  // a finger on the plot, as WeChat delivers a canvas touch to Taro's one event handler (`eh`)
  const id = canvases[0].selector.slice(1)
  const element = findById(page.data.root as DataNode, id)
  expect(element?.sid).toBeTruthy()
  // a finger dragged along the chart reads it: the page does not scroll under it (the canvas's
  // disable-scroll, which Taro's template reads from a short key of the element's data)
  const baseWxml = fs.readFileSync(path.join(WEAPP_DIST, 'base.wxml'), 'utf8')
  const key = /<canvas[^>]*disable-scroll="\{\{xs\.b\(i\.(\w+)/.exec(baseWxml)?.[1]
  expect(key && (element as Record<string, unknown> | undefined)?.[key]).toBe(true)
  const target = { id, dataset: { sid: element!.sid } }
  const touch = (type: string, point: { x: number; y: number }) =>
    (page.instance.eh as (e: unknown) => void).call(page.instance, {
      type,
      timeStamp: Date.now(),
      target,
      currentTarget: target,
      detail: {},
      touches: type === 'touchend' ? [] : [{ identifier: 0, ...point }],
      changedTouches: [{ identifier: 0, ...point }],
    })
  touch('touchstart', { x: CSS.width * 0.6, y: CSS.height / 2 })
  touch('touchend', { x: CSS.width * 0.6, y: CSS.height / 2 })
  await wait(400)
  fs.writeFileSync(path.join(OUT, 'weapp-detail-chart-touch.png'), canvas.toBuffer('image/png'))
  expect(countColour(canvas, '#666666', 12)).toBeGreaterThan(50)
  expect(mp.uncaught).toEqual([])
  expect(mp.problems).toEqual([])
})
