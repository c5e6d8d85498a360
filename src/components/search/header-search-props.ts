import type { RouteName } from '../../domain/routes'

/** Where the top header shows the concept search, and what it starts from (docs/screens.md). */
export interface HeaderSearchProps {
  route: RouteName
}
