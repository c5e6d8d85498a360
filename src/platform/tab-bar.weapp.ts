import Taro from '@tarojs/taro'

export function labelTabBar(texts: readonly string[]): void {
  // a label that does not take (an older base library, a page that is no tab page) keeps app.json's
  texts.forEach((text, index) => void Taro.setTabBarItem({ index, text }).catch(() => undefined))
}
