// Follows (GET/POST /api/marked, GET /api/marked/list) and saved links (/api/wxmini_params).
// Types in types/follow.ts.
import type {
  FollowItem,
  FollowListQuery,
  FollowRequest,
  FollowStatus,
  FollowStatusQuery,
  SavedLink,
  SavedLinkId,
  SavedLinkParams,
} from '../../types'
import { apiRequest } from './client'

/** GET /api/marked — monitor_flag 1 when the concept is followed in that category and platform. */
export function getFollowStatus(query: FollowStatusQuery): Promise<FollowStatus> {
  return apiRequest<FollowStatus>({ method: 'GET', path: '/api/marked', query: { ...query } })
}

/** POST /api/marked — func 'add' follows, 'del' unfollows; answers the new flag once stored. */
export function setFollow(body: FollowRequest): Promise<FollowStatus> {
  return apiRequest<FollowStatus>({ method: 'POST', path: '/api/marked', body })
}

/** GET /api/marked/list — the caller's follows (myAttention), newest first. */
export function getFollows(query: FollowListQuery = {}): Promise<FollowItem[]> {
  return apiRequest<FollowItem[]>({ method: 'GET', path: '/api/marked/list', query: { ...query } })
}

/** POST /api/wxmini_params — saves the page's URL parameters; answers the short url_id. */
export function saveLinkParams(params: SavedLinkParams): Promise<SavedLinkId> {
  return apiRequest<SavedLinkId>({ method: 'POST', path: '/api/wxmini_params', body: params })
}

/** GET /api/wxmini_params?wx_url_id= — the saved parameters (word, plat, cid, label1, activedTab, …). */
export function loadLinkParams(urlId: string): Promise<SavedLink> {
  return apiRequest<SavedLink>({ method: 'GET', path: '/api/wxmini_params', query: { wx_url_id: urlId } })
}
