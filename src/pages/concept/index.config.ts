export default definePageConfig({
  navigationBarTitleText: '高增长电商概念',
})
