/** How the guarded element must look: its attributes (`style` apart) and its inline style. */
export interface GuardedLook {
  attributes: Readonly<Record<string, string>>;
  /** Inline declarations, set through the CSSOM: the app's CSP refuses `style` attributes. */
  style: Readonly<Record<string, string>>;
}

/**
 * Puts `element` in `parent` looking as `look` says and keeps it so: removed (say from the
 * developer tools), it is put back; an attribute, its style or a child added, it is set back.
 * Answers the function that stops guarding and removes it.
 */
export function guardElement(parent: Node, element: HTMLElement, look: GuardedLook): () => void {
  for (const [name, value] of Object.entries(look.style)) element.style.setProperty(name, value);
  // The browser's own spelling of the style, to compare with later.
  const style = element.style.cssText;
  const restore = () => {
    for (const name of element.getAttributeNames())
      if (name !== 'style' && !Object.hasOwn(look.attributes, name)) element.removeAttribute(name);
    for (const [name, value] of Object.entries(look.attributes))
      if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    if (element.style.cssText !== style) element.style.cssText = style;
    if (element.firstChild) element.replaceChildren();
    if (element.parentNode !== parent) parent.appendChild(element);
  };
  restore();
  const observer = new MutationObserver(() => {
    restore();
    // What `restore` itself changed needs no second look.
    observer.takeRecords();
  });
  observer.observe(parent, { childList: true });
  observer.observe(element, { attributes: true, childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    element.remove();
  };
}
