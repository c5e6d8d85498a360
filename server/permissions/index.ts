// The permission rules (category permissions and the free version's window of docs/rules.md, and
// downloads), one named function per resource; handlers call one of them after validating the input and
// before querying (DESIGN.md, server layering).
export {
  canViewCategory,
  grantsAnyCategory,
  ownSourceGrants,
  requireCategory,
  requireSource,
  seesWholeSource,
  visibleTops,
  type Grantee,
} from './categories'
export { canViewRanking, defaultRankingCategory, rankingDefaults, requireDefaultRankingCategory, requireRankingCategory } from './rankings'
export { requirePeriodAllowed } from './periods'
export {
  defaultSocialCategory,
  grantedCategoryOfWord,
  MAX_SOCIAL_LEVEL,
  requireSocialCategory,
  requireSocialWord,
  requireRecordedSocialWord,
  socialListKey,
  socialPostCategories,
  socialSalesShown,
  visibleSocialWords,
} from './social'
export { refuseWhileVerificationPending, verificationPending } from './sms-verification'
export { requireDownload, type DownloadCaller } from './downloads'
export { Forbidden, type ForbiddenRule } from './forbidden'
