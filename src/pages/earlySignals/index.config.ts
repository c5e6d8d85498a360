export default definePageConfig({
  navigationBarTitleText: '早期信号',
  // the share menu forwards a card that opens this page's view (useShareView)
  enableShareAppMessage: true,
  // the same view stands alone in Moments
  enableShareTimeline: true,
})
