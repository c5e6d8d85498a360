export default definePageConfig({
  navigationBarTitleText: '高增长社媒概念',
})
