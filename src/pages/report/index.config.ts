export default definePageConfig({
  navigationBarTitleText: '报告',
})
