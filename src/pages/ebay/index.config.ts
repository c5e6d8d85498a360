export default definePageConfig({
  navigationBarTitleText: 'eBay 市场',
  // the share menu forwards a card that opens this page's view (useShareView)
  enableShareAppMessage: true,
  // the same view stands alone in Moments
  enableShareTimeline: true,
  // pull down to ask the list again (platform/list-gestures)
  enablePullDownRefresh: true,
  // the next page of the ranking loads this close to the bottom (px)
  onReachBottomDistance: 120,
})
