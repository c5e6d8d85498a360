export default definePageConfig({
  navigationBarTitleText: '我的关注',
  // pull down to ask the list again (platform/list-gestures)
  enablePullDownRefresh: true,
})
