export default definePageConfig({
  navigationBarTitleText: '概念详情',
  // the share menu shares the view (DetailScreen → platform/share-page)
  enableShareAppMessage: true,
})
