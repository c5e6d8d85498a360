export default definePageConfig({
  navigationBarTitleText: 'eBay 详情',
})
