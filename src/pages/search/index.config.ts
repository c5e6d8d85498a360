export default definePageConfig({
  navigationBarTitleText: '搜索',
  // the share menu forwards a card that opens this page's view (useShareView)
  enableShareAppMessage: true,
  // the same view stands alone in Moments
  enableShareTimeline: true,
})
