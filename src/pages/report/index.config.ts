export default definePageConfig({
  navigationBarTitleText: '报告',
  // the report is shared as a card that opens the same month (platform/share useSharePage)
  enableShareAppMessage: true,
})
