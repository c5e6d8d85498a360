export default definePageConfig({
  navigationBarTitleText: '概念对比',
  // the comparison is shared as a card that opens the same concepts (CompareScreen useSharePage)
  enableShareAppMessage: true,
})
