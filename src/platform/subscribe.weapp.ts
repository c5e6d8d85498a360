import Taro from '@tarojs/taro'

export async function askAlertSubscription(templateId: string): Promise<boolean> {
  try {
    // Taro's type also wants Alipay's entityIds, which WeChat does not take
    const option = { tmplIds: [templateId] } as unknown as Taro.requestSubscribeMessage.Option
    const answer = (await Taro.requestSubscribeMessage(option)) as unknown as Record<string, string>
    return answer[templateId] === 'accept'
  } catch {
    // refused for good in WeChat's settings, or a base library without it: alerts go by SMS
    return false
  }
}
