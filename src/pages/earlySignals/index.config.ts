export default definePageConfig({
  navigationBarTitleText: '早期信号',
})
