import { Button } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { findScrollContainer, scrollTopOf, type ScrollContainer } from './scroll-container';
import './back-to-top.css';

/** Props of {@link BackToTop}. */
export interface BackToTopProps {
  /** Scroll offset in pixels past which the button shows. @default 400 */
  threshold?: number;
  /** The button's accessible label and tooltip. */
  label: string;
}

/**
 * A floating button that appears once its scroll container is scrolled past `threshold` and
 * scrolls it smoothly back to the top, or at once for a user who asked the system for less motion.
 * The container is found from where the button is mounted: the nearest scrolling ancestor, or the window.
 */
export function BackToTop({ threshold = 400, label }: BackToTopProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [container, setContainer] = useState<ScrollContainer | null>(null);
  const [visible, setVisible] = useState(false);
  const lessMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    if (anchor.current !== null) setContainer(findScrollContainer(anchor.current));
  }, []);

  useEffect(() => {
    if (container === null) return undefined;
    const update = () => setVisible(scrollTopOf(container) > threshold);
    update();
    container.addEventListener('scroll', update, { passive: true });
    return () => container.removeEventListener('scroll', update);
  }, [container, threshold]);

  return (
    <span ref={anchor} className="back-to-top">
      {visible && container !== null && (
        <Button
          className="back-to-top__button"
          intent="primary"
          size="large"
          icon="arrow-up"
          aria-label={label}
          title={label}
          onClick={() => container.scrollTo({ top: 0, behavior: lessMotion ? 'instant' : 'smooth' })}
        />
      )}
    </span>
  );
}
