export default definePageConfig({
  navigationBarTitleText: 'eBay 市场',
})
