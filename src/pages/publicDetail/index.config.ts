export default definePageConfig({
  navigationBarTitleText: '海外市场详情',
})
