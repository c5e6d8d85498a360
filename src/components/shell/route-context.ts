import { createContext, useContext } from 'react'
import type { RouteName } from '../../domain/routes'

/** The route of the page a component is drawn in (the Layout provides it): what the page is about. */
export const RouteContext = createContext<RouteName | null>(null)

export const usePageRoute = (): RouteName | null => useContext(RouteContext)
