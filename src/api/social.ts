// Typed calls of the social endpoints (types/social.ts); one function per endpoint.
import type {
  LatestSocial,
  MiniHomepage,
  MiniHomepageRequest,
  MiniPreview,
  MiniPreviewQuery,
  SharePreview,
  SocialPlat,
  SocialRanking,
  SocialRankingQuery,
  WxPostsPage,
  WxPostsQuery,
  WxTags,
  WxTagsQuery,
} from '../../types'
import { apiRequest } from './client'

/** GET /api/social — high-growth social concepts of a social platform and month (13-month trends). */
export function getSocialRanking(query: SocialRankingQuery): Promise<SocialRanking> {
  return apiRequest<SocialRanking>({ method: 'GET', path: '/api/social', query: { ...query } })
}

/** GET /api/latest_social — the latest month per social platform. */
export function getLatestSocial(socialPlat?: SocialPlat): Promise<LatestSocial> {
  return apiRequest<LatestSocial>({ method: 'GET', path: '/api/latest_social', query: { social_plat: socialPlat } })
}

/** GET /api/wx/tags — trending concepts as tags (mini-program; the client adds the stored token header). */
export function getWxTags(query: WxTagsQuery = {}): Promise<WxTags> {
  return apiRequest<WxTags>({ method: 'GET', path: '/api/wx/tags', query: { ...query } })
}

/** GET /api/wx/posts_list — a page of posts of one tag. */
export function getWxPosts(query: WxPostsQuery): Promise<WxPostsPage> {
  return apiRequest<WxPostsPage>({ method: 'GET', path: '/api/wx/posts_list', query: { ...query } })
}

/** GET /api/mini_preview — the signed-out home: one platform's top concepts of the latest month, no session needed. */
export function getMiniPreview(query: MiniPreviewQuery = {}): Promise<MiniPreview> {
  return apiRequest<MiniPreview>({ method: 'GET', path: '/api/mini_preview', query: { ...query } })
}

/** POST /api/mini_homepage — the mini-program home: top concepts per platform and social highlights. */
export function getMiniHomepage(body: MiniHomepageRequest = {}): Promise<MiniHomepage> {
  return apiRequest<MiniHomepage>({ method: 'POST', path: '/api/mini_homepage', body })
}

/** GET /api/share_preview — a shared detail card's concept and headline growth, for someone not signed in. */
export function getSharePreview(urlId: string): Promise<SharePreview> {
  return apiRequest<SharePreview>({ method: 'GET', path: '/api/share_preview', query: { url_id: urlId } })
}
