export default definePageConfig({
  navigationBarTitleText: 'eBay 详情',
  // the share menu shares the view (DetailScreen → platform/share-page)
  enableShareAppMessage: true,
  // the same view stands alone in Moments (platform/share-page)
  enableShareTimeline: true,
})
