/**
 * Asks the user to accept one WeChat subscription message of `templateId` (wx.requestSubscribeMessage).
 * Must run inside the tap that set the alert: WeChat refuses it otherwise. True when accepted; the
 * web has no such messages (false).
 */
export declare function askAlertSubscription(templateId: string): Promise<boolean>
