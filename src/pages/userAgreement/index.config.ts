export default definePageConfig({
  navigationBarTitleText: '用户协议',
})
