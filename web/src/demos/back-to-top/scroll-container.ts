/** What scrolls: an element with its own scroll bar, or the window. */
export type ScrollContainer = HTMLElement | Window;

const SCROLLING = new Set(['auto', 'scroll', 'overlay']);

/**
 * The nearest ancestor of `element` that scrolls vertically (overflow-y auto, scroll or overlay),
 * or the window when none does. The main layout may scroll its content pane instead of the page,
 * so a back-to-top button must not assume `window`.
 */
export function findScrollContainer(element: Element): ScrollContainer {
  for (let node = element.parentElement; node !== null; node = node.parentElement) {
    if (node === document.body || node === document.documentElement) break;
    if (SCROLLING.has(getComputedStyle(node).overflowY)) return node;
  }
  return window;
}

/** The vertical scroll offset of a container. */
export function scrollTopOf(container: ScrollContainer): number {
  return container instanceof Window ? container.scrollY : container.scrollTop;
}
