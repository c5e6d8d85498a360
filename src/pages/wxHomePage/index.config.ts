export default definePageConfig({
  navigationBarTitleText: '增长雷达',
})
