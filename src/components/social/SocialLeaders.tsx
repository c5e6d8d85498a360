import { Text, View } from '@tarojs/components'
import { formatCount } from '../../domain/format'
import type { SocialBrand, SocialTalent } from '../../domain/social-row'
import { useT } from '../hooks/use-t'

/** The top-10 talents and top-10 brands of one social concept in the ranking's month. */
export interface SocialLeadersProps {
  word: string
  talents: SocialTalent[]
  brands: SocialBrand[]
  /** the ranking is being asked again: the lists may be about to change */
  loading?: boolean
  /** id of the region (the toggle's aria-controls) */
  id: string
}

function Ranked({ rank, name, figure, hint }: { rank: number; name: string; figure: string; hint?: string }) {
  return (
    <View className='gr-leaders__item' role='listitem'>
      <Text className='gr-leaders__rank'>{rank}</Text>
      <View className='gr-leaders__name'>
        <Text className='gr-leaders__nick'>{name}</Text>
        {hint && <Text className='gr-leaders__hint'>{hint}</Text>}
      </View>
      <Text className='gr-leaders__figure'>{figure}</Text>
    </View>
  )
}

export function SocialLeaders({ word, talents, brands, loading = false, id }: SocialLeadersProps) {
  const { t, lang } = useT()
  return (
    <View className={`gr-leaders${loading ? ' gr-leaders--loading' : ''}`} id={id} data-testid='social-leaders' aria-busy={loading}>
      <View className='gr-leaders__col' data-testid='social-talents'>
        <Text className='gr-leaders__h'>{t('social.leaders.talents', { word })}</Text>
        {talents.length === 0 ? (
          <Text className='gr-leaders__empty'>{t('social.leaders.noTalents')}</Text>
        ) : (
          <View role='list'>
            {talents.map((talent, i) => (
              <Ranked
                key={talent.talent_id}
                rank={i + 1}
                name={talent.nickname}
                hint={t('social.leaders.talentHint', { followers: formatCount(talent.followers, lang), posts: talent.posts })}
                figure={t('social.leaders.engagement', { count: formatCount(talent.engagement, lang) })}
              />
            ))}
          </View>
        )}
      </View>
      <View className='gr-leaders__col' data-testid='social-brands'>
        <Text className='gr-leaders__h'>{t('social.leaders.brands', { word })}</Text>
        {brands.length === 0 ? (
          <Text className='gr-leaders__empty'>{t('social.leaders.noBrands')}</Text>
        ) : (
          <View role='list'>
            {brands.map((brand, i) => (
              <Ranked
                key={brand.brand}
                rank={i + 1}
                name={brand.brand}
                figure={t('social.leaders.mentions', { count: formatCount(brand.mentions, lang) })}
              />
            ))}
          </View>
        )}
      </View>
    </View>
  )
}
