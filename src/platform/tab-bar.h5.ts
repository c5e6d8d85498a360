export function labelTabBar(_texts: readonly string[]): void {
  // the web has no native tab bar
}
