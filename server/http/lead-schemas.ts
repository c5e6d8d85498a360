// Request and response schemas of POST /api/lead and GET /api/early_signals (types/lead.ts).
import { Type } from '@sinclair/typebox'
import { CATALOG_PLATFORMS } from '../../src/domain/constants'
import { ConceptFields } from './concept-schemas'
import { CurrencySchema } from './search-schemas'
import { CategoryId, MonthString } from './catalog-schemas'
import { StringEnum } from './schemas'

/** The platforms whose concepts are Chinese words, the words social volume is recorded under. */
export const EARLY_SIGNAL_PLATFORMS = ['all', 'jd', 'douyin', 'tbjd', 'tbjddy'] as const

export const LeadBody = Type.Object(
  {
    word: ConceptFields.word,
    plat: Type.Optional(StringEnum(CATALOG_PLATFORMS)),
    cid: ConceptFields.cid,
    ts: Type.Optional(MonthString),
  },
  { additionalProperties: false },
)

export const EarlySignalsQuery = Type.Object({
  plat: Type.Optional(StringEnum(EARLY_SIGNAL_PLATFORMS)),
  // a ranked category (level 1 or 2); absent: the whole tree when the caller sees it, else the ranking's default
  cid: Type.Optional(CategoryId(1)),
  ts: Type.Optional(MonthString),
})

const LeadPlat = StringEnum(['douyin', 'weibo', 'xhs', 'all'] as const)
const Value = Type.Union([Type.Number(), Type.Null()])
const Marked = Type.Object({ month: MonthString, status: StringEnum(['estimated', 'partial'] as const) })

const LeadFitSchema = Type.Object({
  social_plat: LeadPlat,
  lag: Type.Integer(),
  r: Type.Number(),
  months: Type.Integer(),
  r_least: Type.Number(),
  p: Type.Number(),
  min_r: Type.Number(),
  holds: Type.Boolean(),
  hold_out: Type.Union([Type.Object({ lag: Type.Integer(), months: Type.Integer(), hits: Type.Integer() }), Type.Null()]),
})

export const ConceptLeadSchema = Type.Object({
  word: Type.String(),
  plat: StringEnum(CATALOG_PLATFORMS),
  cid: Type.Array(Type.Integer()),
  ts: MonthString,
  months: Type.Array(MonthString),
  sales_marks: Type.Array(Marked),
  volume_marks: Type.Array(Marked),
  sales: Type.Array(Value),
  currency: CurrencySchema,
  volume: Type.Object({
    douyin: Type.Optional(Type.Array(Value)),
    weibo: Type.Optional(Type.Array(Value)),
    xhs: Type.Optional(Type.Array(Value)),
    all: Type.Optional(Type.Array(Value)),
  }),
  fits: Type.Array(LeadFitSchema),
  lead: Type.Union([LeadFitSchema, Type.Null()]),
  q: Type.Union([Type.Number(), Type.Null()]),
})

export const EarlySignalsSchema = Type.Object({
  plat: StringEnum(CATALOG_PLATFORMS),
  cid: Type.Integer(),
  ts: MonthString,
  rising_min_pct: Type.Number(),
  sales_status: StringEnum(['complete', 'estimated', 'partial'] as const),
  currency: CurrencySchema,
  rows: Type.Array(
    Type.Object({
      word: Type.String(),
      fit: LeadFitSchema,
      q: Type.Number(),
      volume: Type.Number(),
      volume_base: Type.Number(),
      volume_yoy: Type.Number(),
      sales: Value,
      through: MonthString,
      expected_month: MonthString,
    }),
  ),
})
