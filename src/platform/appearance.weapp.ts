import { appBaseInfo } from './wx-system-info'

export function isDarkAppearance(): boolean {
  return appBaseInfo().theme === 'dark'
}
