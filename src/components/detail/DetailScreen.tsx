import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useCallback, useEffect, useRef, useState } from 'react'
import { defaultCategoryId } from '../../domain/permissions'
import { changeMonth } from '../../domain/detail-header'
import { DETAIL_SOURCES, type DetailSource } from '../../domain/detail-source'
import { goToLogin } from '../../platform/login'
import { isMiniProgram } from '../../platform/env'
import { navigate } from '../../platform/navigation'
import { useSharePage } from '../../platform/share-page'
import { useUserStore } from '../../store/user'
import { useViewportStore } from '../../store/viewport'
import { ConceptStatus } from '../widgets/ConceptStatus'
import { trackParam } from '../hooks/track-view'
import { useT } from '../hooks/use-t'
import { Layout } from '../shell/Layout'
import { UpgradeContact } from '../shell/UpgradeContact'
import { Modal } from '../widgets/Modal'
import { BrandTab } from './BrandTab'
import { CategoryTab } from './CategoryTab'
import { CommodityTab } from './CommodityTab'
import { DetailActions } from './DetailActions'
import { DriversTab } from './DriversTab'
import { DetailHeader, DetailHeaderPending } from './DetailHeader'
import { detailShare, plainPath, prepareDetailShare } from './detail-share'
import { SharePanel } from './SharePanel'
import { SharedPreview } from './SharedPreview'
import { ERROR_CODES } from '../../../types/envelope'
import { TrendTab } from './TrendTab'
import { useDetailView } from './use-detail-view'
import './detail-screen.scss'

/** Container of a detail page (`source`: /detail, /ebayDetail, /publicDetail): the view from the link, its main header and the active tab's panel. */
export interface DetailScreenProps {
  /** @default DETAIL_SOURCES.detail */
  source?: DetailSource
}

export function DetailScreen({ source = DETAIL_SOURCES.detail }: DetailScreenProps) {
  const { t, lang } = useT()
  const view = useDetailView(source)
  const isMobile = useViewportStore((s) => s.isMobile)
  const userError = useUserStore((s) => s.error)
  const [upgradeOpen, setUpgradeOpen] = useState(false)
  const [shareOpen, setShareOpen] = useState(false)
  const { user, params, query } = view
  // the share dialog asks once for a short link: give it a function that stays the same across renders
  const latestShareId = useRef(view.shareId)
  latestShareId.current = view.shareId
  const shareId = useCallback(() => latestShareId.current(), [])
  // the mini-program's share menu: the view as it is when the user shares, through a saved link,
  // saved as the view settles so that a card posted to Moments carries it too
  useSharePage(() => detailShare(view))
  const viewPath = plainPath(view)
  const ready = isMiniProgram && Boolean(query) && user?.usertype !== 'logged_out' && !view.error
  // biome-ignore lint/correctness/useExhaustiveDependencies: saved once per view shown, not per render
  useEffect(() => {
    if (ready) prepareDetailShare(view)
  }, [ready, viewPath])

  let body
  let header = null
  let actions = null
  // while the view loads, the header's place is kept (the word is known from the link)
  const pending = params.word ? <DetailHeaderPending word={params.word} /> : null
  const toSearch = { label: t('detail.searchAction'), onPress: () => void navigate('search', { plat: params.plat }) }
  // a shared card opened signed out shows its concept, not a sign-in error
  const signedOut = user?.usertype === 'logged_out' || [userError, view.error].some((e) => e?.code === ERROR_CODES.notLoggedIn)
  if (signedOut && params.urlId) body = <SharedPreview urlId={params.urlId} route={source.route} />
  else if (userError) body = <ConceptStatus kind='error' error={userError} onLogin={goToLogin} />
  else if (view.linkBroken)
    body = <ConceptStatus kind='empty' title={t('detail.badLinkTitle')} hint={t('detail.badLinkHint')} action={toSearch} />
  else if (view.error) body = <ConceptStatus kind='error' error={view.error} onRetry={view.retry} onLogin={goToLogin} />
  else if (!params.word && !params.urlId)
    body = (
      <ConceptStatus
        kind='empty'
        title={t('detail.noConceptTitle')}
        hint={t('detail.noConceptHint', { example: source.example })}
        action={toSearch}
      />
    )
  else if (view.restoring || !user) {
    header = pending
    body = <ConceptStatus kind='loading' />
  } else if (!view.parsed.ok) {
    body = (
      <View className='gr-status gr-status--error' data-testid='word-error'>
        <Text className='gr-status__title'>{t('detail.badWord')}</Text>
        <Text className='gr-status__text'>{view.parsed.message[lang]}</Text>
      </View>
    )
  } else if (!query) {
    header = pending
    body = <ConceptStatus kind='loading' />
  } else {
    const openCategory = (cid: number, name: string) =>
      void navigate(source.route, {
        word: query.word,
        plat: query.plat,
        cid,
        ts: query.ts,
        is_multi_month: query.multi ? 1 : undefined,
        cName: name,
      })
    const openConcept = (word: string) =>
      void navigate(source.route, {
        word,
        plat: query.plat,
        cid: query.cid.length ? query.cid.join(',') : undefined,
        ts: query.ts,
        is_multi_month: query.multi ? 1 : undefined,
        cName: params.cName,
        // the two words together open where the user was: what they are made of
        activedTab: 'DriversList',
      })
    const openBrand = (bid: number, name: string) => view.update({ bid, bName: name, activedTab: 'TrendList' })
    const followCategoryId = params.cid[0] ?? defaultCategoryId(params.plat, user)
    actions = <DetailActions word={params.word} plat={params.plat} categoryId={followCategoryId} jdCat1={params.jdCat1} />
    header = (
      <DetailHeader
        user={user}
        word={params.word}
        plat={params.plat}
        categories={view.categoryNames}
        followCategoryId={followCategoryId}
        jdCat1={params.jdCat1}
        compare={{ word: params.word, plat: params.plat, cid: params.cid.join(',') }}
        brandName={params.bName}
        label1={params.label1}
        isMobile={isMobile}
        ts={query.ts}
        multi={query.multi}
        months={view.months}
        salesModels={view.salesModels}
        coupon={params.rest.coupon ?? ''}
        jdVersion={params.rest.jd_version ?? ''}
        tabs={view.tabs}
        tab={view.tab}
        onMonth={(next) => {
          const change = changeMonth(next, query.ts)
          if (!change.ok) void Taro.showToast({ title: t(`validation.${change.message}`), icon: 'none' })
          if (change.ok) trackParam('ts', change.ts)
          view.update({ ts: change.ts }, { save: change.ok })
        }}
        onMulti={(multi) => (trackParam('is_multi_month', multi), view.update({ multi }, { save: true }))}
        onCoupon={(coupon) => (trackParam('coupon_model', coupon), view.update({ rest: { ...params.rest, coupon } }))}
        onJdVersion={(version) => (trackParam('jd_version', version), view.update({ rest: { ...params.rest, jd_version: version } }))}
        onRemoveBrand={() => view.update({ bid: undefined, bName: undefined })}
        onTab={view.chooseTab}
        onCustomRange={() => setUpgradeOpen(true)}
        // the mini-program shares WeChat cards (DetailActions), never the web site's QR code or link
        onShare={isMiniProgram ? undefined : () => setShareOpen(true)}
      />
    )
    const trend = <TrendTab query={query} social={source.social} />
    const panels = {
      TrendList: trend,
      EbayTrendList: trend,
      otherTrendList: trend,
      DriversList: <DriversTab query={query} onOpenConcept={openConcept} />,
      CategoryList: <CategoryTab query={query} onOpenCategory={openCategory} />,
      BrandList: <BrandTab query={query} onOpenBrand={openBrand} />,
      CommodityList: <CommodityTab query={query} />,
    }
    body = (
      <View role='tabpanel' data-testid={`panel-${view.tab}`}>
        {panels[view.tab]}
      </View>
    )
  }

  return (
    // the server painted the full header for a plain link, the pending one for a saved link (urlId)
    <Layout route={source.route} mainHeader={header} firstScreenReady={header !== pending || Boolean(params.urlId)}>
      <View className='gr-detail'>{body}</View>
      {actions}
      {upgradeOpen && (
        <Modal
          title={t(isMiniProgram ? 'mini.upgradeTitle' : 'upgrade.title')}
          closeLabel={t('detail.close')}
          onClose={() => setUpgradeOpen(false)}
          testId='upgrade-prompt'
        >
          <Text className='gr-status__text'>{t('upgrade.message')}</Text>
          {/* the mini-program offers its customer service right here (the web's header has its support panel) */}
          {isMiniProgram && <UpgradeContact />}
        </Modal>
      )}
      {shareOpen && <SharePanel shareId={shareId} onClose={() => setShareOpen(false)} />}
    </Layout>
  )
}
