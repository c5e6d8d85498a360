export default definePageConfig({
  navigationBarTitleText: '亚马逊市场',
})
