export default definePageConfig({
  navigationBarTitleText: '高增长类目',
})
