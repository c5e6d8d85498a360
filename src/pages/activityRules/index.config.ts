export default definePageConfig({
  navigationBarTitleText: '活动规则',
  // the share menu forwards a card that opens this page's topic (useShareView)
  enableShareAppMessage: true,
  // the rules stand alone in Moments too
  enableShareTimeline: true,
})
