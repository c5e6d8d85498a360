export default definePageConfig({
  navigationBarTitleText: '提醒设置',
})
