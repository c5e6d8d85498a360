// What every concept call checks and resolves before it reads (SPEC §6, §8, §9): the session,
// the concept expression (-400 in the caller's language), the categories (-400 unknown, -403
// outside the caller's list for the data source), the period (-404 without data, -403 for the
// free version's custom ranges and history) — then the partitions of the expression.
import type { FastifyRequest } from 'fastify'
import type { CatalogPlat, ConceptHint } from '../../types'
import type { Lang } from '../../src/domain/constants'
import { currentMonthShanghai, monthRange, multiMonthRange, sameMonthLastYear } from '../../src/domain/months'
import { searchPrivileges, type Privileges } from '../../src/domain/privileges'
import type { Account } from '../accounts/sessions'
import { topmostNodes, treeSourceOf, type CategoryRecord } from '../analytics/catalog'
import { compileConcept, type CompiledConcept } from '../analytics/concept-sql'
import type { CategoryFilter, PeriodMonths } from '../analytics/queries/concept-facts'
import { conceptReads, type ConceptReads } from '../analytics/queries/concept-reads'
import { searchDataVersion } from '../analytics/queries/search-index'
import { RANKING_PLATFORMS } from '../../src/domain/platforms'
import type { AppContext } from '../context'
import { ApiError } from '../http/envelope'
import { ERROR_CODES } from '../../types/envelope'
import { requestLang } from '../http/lang'
import { requireAccount } from '../http/session'
import { ownSourceGrants, requireCategory, requirePeriodAllowed, visibleTops } from '../permissions'
import { existingCategory } from './catalog-access'
import { conceptHint } from './concept-hint'
import { say } from '../http/messages'
import { DATASET_SALES_MODELS } from '../dataset/sales-models'

/** Longest custom range: three years keeps a query (and its base year) small. */
const MAX_RANGE_MONTHS = 36

export interface ConceptInput {
  word: string
  plat?: CatalogPlat
  cid?: string
  ts?: string
  is_multi_month?: 0 | 1
  start?: string
  end?: string
  bid?: number
}

export interface Period extends PeriodMonths {
  isMulti: 0 | 1
  custom: boolean
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
export function resolveCategories(ctx: AppContext, account: Account, plat: CatalogPlat, cid: string | undefined): { nodes: CategoryRecord[]; all: boolean; defaulted: boolean } {
  const ids = (cid ?? '').split(',').filter((s) => s !== '').map(Number).filter((n) => n > 0)
  if (ids.length === 0) {
    const tops = visibleTops(account, plat, ctx.catalog.tree(treeSourceOf(plat)))
    return tops === 'all' ? { nodes: [], all: true, defaulted: true } : { nodes: tops, all: false, defaulted: true }
  }
  const nodes: CategoryRecord[] = []
  for (const id of new Set(ids)) {
    const node = existingCategory(ctx, plat, id)
    requireCategory(account, plat, node)
    nodes.push(node)
  }
  return { nodes, all: false, defaulted: false }
}

/** SQL filter of a set of subtrees: level 1 and 2 by their own columns, deeper nodes by their leaves. */
export function categoryFilter(ctx: AppContext, plat: CatalogPlat, nodes: CategoryRecord[], all: boolean): CategoryFilter {
  const f: CategoryFilter = { all, l1: [], l2: [], leaves: [] }
  if (all) return f
  const tree = ctx.catalog.tree(treeSourceOf(plat))
  const chosen = new Set(nodes.map((n) => n.id))
  const addLeaves = (n: CategoryRecord) => {
    if (n.children.length === 0) f.leaves.push(n.id)
    for (const c of n.children) {
      const child = tree.get(c)
      if (child) addLeaves(child)
    }
  }
  // a node inside another chosen subtree adds nothing
  for (const n of topmostNodes(nodes, chosen)) {
    if (n.level === 1) f.l1.push(n.id)
    else if (n.level === 2) f.l2.push(n.id)
    else addLeaves(n)
  }
  return f
}

/** Per fact source of plat: its own permission list as a filter (combined platforms, ownSourceGrants), or null where it adds nothing. */
export function sourceCategoryFilters(ctx: AppContext, account: Account, plat: CatalogPlat, sources: readonly string[]): (CategoryFilter | null)[] {
  // nothing listed (or nothing known) is an empty filter, which no row passes
  return ownSourceGrants(ctx.catalog, account, plat, sources).map((nodes, i) => (nodes === null ? null : categoryFilter(ctx, sources[i] as CatalogPlat, nodes, false)))
}

/** Periods (the rule "periods and the month wrap"): one month, the three-month period, or (full version) a custom range; the base is a year earlier. */
export function resolvePeriod(ctx: AppContext, input: Pick<ConceptInput, 'ts' | 'is_multi_month' | 'start' | 'end'>, priv: Privileges): Period {
  let start: string
  let end: string
  let isMulti: 0 | 1 = 0
  let custom = false
  if (input.start !== undefined || input.end !== undefined) {
    if (!input.start || !input.end) throw new ApiError(ERROR_CODES.badParam, say.rangeNeedsBoth)
    if (input.start > input.end) throw new ApiError(ERROR_CODES.badParam, say.rangeOrder(input.start, input.end))
    if (monthRange(input.start, input.end).length > MAX_RANGE_MONTHS) throw new ApiError(ERROR_CODES.badParam, say.rangeTooLong(MAX_RANGE_MONTHS))
    start = input.start
    end = input.end
    if (start === multiMonthRange(end).start) isMulti = 1
    else custom = start !== end
  } else {
    end = input.ts ?? ctx.catalog.ts
    isMulti = input.is_multi_month === 1 ? 1 : 0
    start = isMulti ? multiMonthRange(end).start : end
  }
  if (end > ctx.catalog.ts || start < ctx.catalog.tsMin) {
    throw new ApiError(ERROR_CODES.notRecorded, say.noData(start === end ? end : `${start} – ${end}`, ctx.catalog.tsMin, ctx.catalog.ts))
  }
  requirePeriodAllowed(priv, { start, custom })
  return { start, end, baseStart: sameMonthLastYear(start), baseEnd: sameMonthLastYear(end), isMulti, custom }
}

/** The rows of one page: as asked (or the call's default), never more than the version's max_page_size. */
export function pageSizeFor(priv: Privileges, asked: number | undefined, fallback = 20): number {
  return Math.min(asked ?? fallback, priv.max_page_size)
}

export function privilegesOf(ctx: AppContext, account: Account): Privileges {
  return searchPrivileges({
    permissions: account.permissions, isFreeVersion: account.isFreeVersion, download: account.download, ts: ctx.catalog.ts, tsMin: ctx.catalog.tsMin,
    salesModels: DATASET_SALES_MODELS,
  })
}

export async function resolveConcept(ctx: AppContext, request: FastifyRequest, input: ConceptInput, fixedPlat?: CatalogPlat): Promise<ResolvedConcept> {
  return resolveConceptFor(ctx, await requireAccount(ctx.db, request), requestLang(request), input, fixedPlat)
}

/** resolveConcept for an account known without a request (the alert job, server/alerts/). */
export function resolveConceptFor(ctx: AppContext, account: Account, lang: Lang, input: ConceptInput, fixedPlat?: CatalogPlat): ResolvedConcept {
  if (fixedPlat && input.plat && input.plat !== fixedPlat) throw new ApiError(ERROR_CODES.badParam, say.onePlatformOnly(fixedPlat))
  const plat = fixedPlat ?? input.plat ?? 'all'
  const concept = compileConcept(input.word)
  const { nodes, all, defaulted } = resolveCategories(ctx, account, plat, input.cid)
  const privileges = privilegesOf(ctx, account)
  const period = resolvePeriod(ctx, input, privileges)
  const sources = RANKING_PLATFORMS[plat]
  const categories = categoryFilter(ctx, plat, nodes, all)
  const sourceCategories = sourceCategoryFilters(ctx, account, plat, sources)
  const brand = input.bid ?? 0
  const r: Omit<ResolvedConcept, 'reads'> = {
    account, lang, concept, plat, sources, nodes, allCategories: all, defaultCategories: defaulted, period, privileges, categories, sourceCategories, brand,
    hint: conceptHint(sources, concept.words),
    partialFrom: currentMonthShanghai(), dataFrom: ctx.catalog.tsMin, minItems: ctx.catalog.minItems,
  }
  return {
    ...r,
    reads: () => conceptReads(ctx.config.analyticsExecution, ctx.analytics, { sources, concept, categories, sourceCategories, brand }, answerKey('scope', r)),
  }
}

/**
 * A cache key for an answer: what the answer depends on (and echoes), never who asked. On a
 * combined platform the figures also depend on the caller's per-source lists (sourceCategories):
 * they are in the key, so users with the same lists share an answer and no other user gets it.
 */
export function answerKey(kind: string, r: Omit<ResolvedConcept, 'reads'>, extra: unknown = null): string {
  return JSON.stringify([
    kind, searchDataVersion(), r.plat, r.concept.text, r.nodes.map((n) => n.id), r.allCategories, r.defaultCategories, r.brand,
    r.period.start, r.period.end, r.period.isMulti, r.partialFrom, extra, r.sourceCategories,
    // the trend serves no month before the caller's window (the free version's is shorter)
    r.privileges.earliest_month,
    // the hint's sentence is in the request's language
    r.hint && r.lang,
  ])
}
