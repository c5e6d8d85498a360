// A `wx` global, defined before zrender is first imported: zrender decides at module evaluation
// whether it runs in a mini-program (env.wxa), and only then attaches its listeners to the canvas and
// draws tooltips (STYLE "ECharts in the mini-program"). Import this file before anything that
// imports ECharts.
const wxStandIn = {
  getSystemInfoSync: () => ({ pixelRatio: 2, windowWidth: 375, windowHeight: 667 }),
  getWindowInfo: () => ({ pixelRatio: 2, windowWidth: 375, windowHeight: 667 }),
}
;(globalThis as unknown as { wx: typeof wxStandIn }).wx = wxStandIn

export {}
