export default definePageConfig({
  navigationBarTitleText: '我的',
  // the share menu forwards a card that opens this page's view (useShareView)
  enableShareAppMessage: true,
  // pull down to ask the list again (platform/list-gestures)
  enablePullDownRefresh: true,
})
