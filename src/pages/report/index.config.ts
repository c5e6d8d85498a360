export default definePageConfig({
  navigationBarTitleText: '月度报告',
  // the report is shared as a card that opens the same month (platform/share useSharePage)
  enableShareAppMessage: true,
  // the same view stands alone in Moments (platform/share-page)
  enableShareTimeline: true,
})
