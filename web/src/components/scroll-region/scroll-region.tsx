import type { ReactNode } from 'react';
import './scroll-region.css';

/** Props of {@link ScrollRegion}. */
export interface ScrollRegionProps {
  /** The region's accessible name, e.g. the table's. */
  label: string;
  children: ReactNode;
  /** Classes added to the region's own. */
  className?: string;
}

/**
 * A box that scrolls content wider than the page (a table on a phone) sideways inside itself, so
 * the page never does. Focusable and named, so a keyboard user can scroll it with the arrow keys
 * (axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, children, className }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={className ? `app-scroll-region ${className}` : 'app-scroll-region'}
    >
      {children}
    </div>
  );
}
