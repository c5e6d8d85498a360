import { Text, View } from '@tarojs/components'

/** One figure of a phone card: its name above its value (ranking, item, share and follow cards). */
export interface CardStatProps {
  label: string
  value: string
}

export function CardStat({ label, value }: CardStatProps) {
  return (
    <View className='gr-card__stat'>
      <Text className='gr-card__k'>{label}</Text>
      <Text className='gr-card__v'>{value}</Text>
    </View>
  )
}
