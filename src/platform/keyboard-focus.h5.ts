// Taro's H5 components (taro-view-core …) are Stencil elements whose React wrapper writes a camelCase
// prop as a dash-case attribute: `tabIndex={0}` lands as tab-index="0", which browsers ignore, so
// nothing built from a View could take keyboard focus. Until the wrapper forwards tabIndex, every
// tab-index attribute is mirrored as the real tabindex, in one place, for every component.
const WRONG = 'tab-index'

function mirror(el: Element): void {
  const value = el.getAttribute(WRONG)
  if (value === null) el.removeAttribute('tabindex')
  else if (el.getAttribute('tabindex') !== value) el.setAttribute('tabindex', value)
}

export function installKeyboardFocus(): () => void {
  document.querySelectorAll(`[${WRONG}]`).forEach(mirror)
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') mirror(record.target as Element)
      else record.addedNodes.forEach((node) => {
        if (!(node instanceof Element)) return
        if (node.hasAttribute(WRONG)) mirror(node)
        node.querySelectorAll(`[${WRONG}]`).forEach(mirror)
      })
    }
  })
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: [WRONG] })
  return () => observer.disconnect()
}
