export default definePageConfig({
  navigationBarTitleText: '高增长品牌',
})
