export default definePageConfig({
  navigationBarTitleText: '概念详情',
})
