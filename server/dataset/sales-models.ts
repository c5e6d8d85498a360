// The sales models the generated data carries. Each item and month has one sales figure: no coupon
// deduction (coupon model '') and no JD version codes, and the importer takes that one column too.
// The coupon-model and JD-version selects offer only what is listed here, so with one model they
// are not shown: a select that changes no figure would only mislead.
import type { SalesModels } from '../../types'

export const DATASET_SALES_MODELS: SalesModels = { coupon: [''], jd_version: [] }
