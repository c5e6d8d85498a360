// What every concept call checks and resolves before it reads (docs/rules.md): the session,
// the concept expression (-400 in the caller's language), the categories (-400 unknown, -403
// outside the caller's list for the data source: server/permissions), the period (period.ts) —
// then the facts filters of its categories and the reads of the expression, and the cache key of
// its answers.
import type { CatalogPlat, ConceptHint } from '../../types'
import type { Lang } from '../../src/domain/constants'
import { currentMonthShanghai } from '../../src/domain/months'
import type { Privileges } from '../../src/domain/privileges'
import { RANKING_PLATFORMS } from '../../src/domain/platforms'
import type { Account } from '../accounts/sessions'
import { treeSourceOf, type CategoryRecord, type TreeSource } from '../analytics/catalog'
import { compileConcept, type CompiledConcept } from '../analytics/concept-sql'
import { categoryFilter } from '../analytics/queries/category-filter'
import type { CategoryFilter } from '../analytics/queries/concept-facts'
import { conceptReads, type ConceptReads } from '../analytics/queries/concept-reads'
import { searchDataVersion } from '../analytics/queries/search-index'
import type { AppContext } from '../context'
import { DomainError } from '../domain-error'
import { ERROR_CODES } from '../../types/envelope'
import { say } from '../text/messages'
import { ownSourceGrants, visibleTops } from '../permissions'
import { allowedCategory } from './catalog-access'
import { conceptHint } from './concept-hint'
import { resolvePeriod, type Period, type PeriodInput } from './period'
import { privilegesOf } from './privileges'

export interface ConceptInput extends PeriodInput {
  word: string
  plat?: CatalogPlat
  cid?: string
  bid?: number
}

export interface ResolvedConcept {
  account: Account
  lang: Lang
  concept: CompiledConcept
  plat: CatalogPlat
  sources: readonly string[]
  nodes: CategoryRecord[]
  allCategories: boolean
  /** no category was asked for: nodes are the caller's visible top categories */
  defaultCategories: boolean
  period: Period
  privileges: Privileges
  /** first month whose data is still being collected */
  partialFrom: string
  /** the data's first month: months before it have no data, which is not 0 (the rule "no data is not zero") */
  dataFrom: string
  /** the fewest items behind figures for them to get a growth label (the thin-evidence rule) */
  minItems: number
  categories: CategoryFilter
  /** per fact source (as sources): its own permission list as a filter, or null (FactScope.sourceCategories) */
  sourceCategories: (CategoryFilter | null)[]
  brand: number
  /** why the figures may be 0 whatever the data (a Chinese word on English titles), or null */
  hint: ConceptHint | null
  /** the reads of the expression's figures (matched on first use; not needed for a cached answer) */
  reads(): ConceptReads
}

/** The categories: those asked for (each must exist and be permitted), or the caller's visible top nodes. */
function resolveCategories(
  ctx: AppContext,
  account: Account,
  plat: CatalogPlat,
  cid: string | undefined,
): { nodes: CategoryRecord[]; all: boolean; defaulted: boolean } {
  const ids = (cid ?? '')
    .split(',')
    .filter((s) => s !== '')
    .map(Number)
    .filter((n) => n > 0)
  if (ids.length === 0) {
    const tops = visibleTops(account, plat, ctx.catalog.tree(treeSourceOf(plat)))
    return tops === 'all' ? { nodes: [], all: true, defaulted: true } : { nodes: tops, all: false, defaulted: true }
  }
  return { nodes: [...new Set(ids)].map((id) => allowedCategory(ctx, account, plat, id)), all: false, defaulted: false }
}

/** Per fact source of plat: its own permission list as a filter (combined platforms, ownSourceGrants), or null where it adds nothing. */
function sourceCategoryFilters(
  ctx: AppContext,
  account: Account,
  plat: CatalogPlat,
  sources: readonly string[],
): (CategoryFilter | null)[] {
  // nothing listed (or nothing known) is an empty filter, which no row passes
  return ownSourceGrants(ctx.catalog, account, plat, sources).map((nodes, i) =>
    nodes === null ? null : categoryFilter(ctx.catalog.tree(treeSourceOf(sources[i] as CatalogPlat)), nodes, false),
  )
}

/** A concept request resolved for an account (the HTTP layer's http/concept-request.ts, the alert job). */
export function resolveConceptFor(
  ctx: AppContext,
  account: Account,
  lang: Lang,
  input: ConceptInput,
  fixedPlat?: CatalogPlat,
): ResolvedConcept {
  if (fixedPlat && input.plat && input.plat !== fixedPlat) throw new DomainError(ERROR_CODES.badParam, say.onePlatformOnly(fixedPlat))
  const plat = fixedPlat ?? input.plat ?? 'all'
  const concept = compileConcept(input.word)
  const { nodes, all, defaulted } = resolveCategories(ctx, account, plat, input.cid)
  const privileges = privilegesOf(ctx, account)
  const period = resolvePeriod(ctx, input, privileges)
  const sources = RANKING_PLATFORMS[plat]
  const categories = categoryFilter(ctx.catalog.tree(treeSourceOf(plat)), nodes, all)
  const sourceCategories = sourceCategoryFilters(ctx, account, plat, sources)
  const brand = input.bid ?? 0
  const r: Omit<ResolvedConcept, 'reads'> = {
    account,
    lang,
    concept,
    plat,
    sources,
    nodes,
    allCategories: all,
    defaultCategories: defaulted,
    period,
    privileges,
    categories,
    sourceCategories,
    brand,
    hint: conceptHint(sources, concept.words),
    partialFrom: currentMonthShanghai(),
    dataFrom: ctx.catalog.tsMin,
    minItems: ctx.catalog.minItems,
  }
  return {
    ...r,
    reads: () =>
      conceptReads(
        ctx.config.analyticsExecution,
        ctx.analytics,
        { sources, concept, categories, sourceCategories, brands: brandsBySource(ctx, sources, brand) },
        answerKey('scope', r),
      ),
  }
}

/**
 * The asked brand on each of the platform's sources (null: every brand). Brand ids are each
 * source's own: on a combined platform the id is its first source's, and the brand is the one of
 * that name on every source (-1 where no brand of that name sells).
 */
function brandsBySource(ctx: AppContext, sources: readonly string[], brand: number): number[] | null {
  if (!brand) return null
  if (sources.length === 1) return [brand]
  const name = ctx.catalog.brandName(sources[0] as TreeSource, brand)
  return sources.map((s) => (name === undefined ? -1 : (ctx.catalog.brandId(s as TreeSource, name) ?? -1)))
}

/** The id a brand of this name goes by on a platform: its first source's for that name, else its own source's (`ownId`). */
export function platformBrandId(ctx: Pick<AppContext, 'catalog'>, sources: readonly string[], name: string, ownId: number): number {
  return sources.length > 1 ? (ctx.catalog.brandId(sources[0] as TreeSource, name) ?? ownId) : ownId
}

/**
 * A cache key for an answer: what the answer depends on (and echoes), never who asked. On a
 * combined platform the figures also depend on the caller's per-source lists (sourceCategories):
 * they are in the key, so users with the same lists share an answer and no other user gets it.
 */
export function answerKey(kind: string, r: Omit<ResolvedConcept, 'reads'>, extra: unknown = null): string {
  return JSON.stringify([
    kind,
    searchDataVersion(),
    r.plat,
    r.concept.text,
    r.nodes.map((n) => n.id),
    r.allCategories,
    r.defaultCategories,
    r.brand,
    r.period.start,
    r.period.end,
    r.period.isMulti,
    r.partialFrom,
    extra,
    r.sourceCategories,
    // the trend serves no month before the caller's window (the free version's is shorter)
    r.privileges.earliest_month,
    // the hint's sentence is in the request's language
    r.hint && r.lang,
  ])
}
