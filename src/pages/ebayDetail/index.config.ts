export default definePageConfig({
  navigationBarTitleText: 'eBay 详情',
  // the share menu shares the view (DetailScreen → platform/share-page)
  enableShareAppMessage: true,
})
