// Sizes of the open picker in CSS px. The panel's width and height are fixed constants (PICKER_WIDTH,
// PICKER_WIDTH_TOP_HEADER, PICKER_HEIGHT); rows have one fixed height so that the list can render
// only the rows in view and still know where every row is.
import { PICKER_HEIGHT } from '../../domain/constants'

export const ROW_HEIGHT_PX = 32
export const SEARCH_BAR_HEIGHT_PX = 44
/** the scrolling list under the search box */
export const LIST_HEIGHT_PX = PICKER_HEIGHT - SEARCH_BAR_HEIGHT_PX
/** indentation per tree level */
export const INDENT_PX = 16

/** Inline CSS length (Taro passes strings through unchanged on both targets). */
export const px = (n: number) => `${n}px`
