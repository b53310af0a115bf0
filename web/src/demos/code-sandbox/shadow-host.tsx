import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Props of {@link ShadowHost}. */
export interface ShadowHostProps {
  /** Renders what goes inside, given the shadow root (e.g. for CodeMirror's `root`). */
  children: (root: ShadowRoot) => ReactNode;
  /** Class of the host element. */
  className?: string;
}

/**
 * Renders its content in an open shadow root. Libraries that style themselves at run time
 * (CodeMirror's style-mod) then use a constructed style sheet instead of a <style> element, which
 * the app's Content-Security-Policy (style-src 'self', nothing inline) would block.
 */
export function ShadowHost({ children, className }: ShadowHostProps) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (element !== null) setRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, []);
  return (
    <div ref={host} className={className}>
      {root !== null && createPortal(children(root), root)}
    </div>
  );
}
