export async function askAlertSubscription(_templateId: string): Promise<boolean> {
  return false
}
