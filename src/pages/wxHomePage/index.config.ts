export default definePageConfig({
  navigationBarTitleText: '增长雷达',
  // pull down to ask the home, the topics and the loaded posts again (HomeScreen)
  enablePullDownRefresh: true,
  // the next page of posts loads this close to the bottom (px)
  onReachBottomDistance: 80,
  // the share menu forwards a card that opens this page's view (useShareView)
  enableShareAppMessage: true,
  // the same view stands alone in Moments
  enableShareTimeline: true,
})
