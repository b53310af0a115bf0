import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './crud.css';

/** Props of `ListLayout`. */
export interface ListLayoutProps {
  /** The page's name: the region's accessible name, not shown (the breadcrumb and the tab show it). */
  title: string;
  /** Buttons at the right of the title (add, refresh). */
  actions?: ReactNode;
  /** The filter bar above the table. */
  filters?: ReactNode;
  /** The table and its pager. */
  children: ReactNode;
}

/** The frame of a management page: a card named for the page with its actions, the filters, then the table. */
export function ListLayout({ title, actions, filters, children }: ListLayoutProps) {
  return (
    <Card className="app-list-layout" elevation={1} role="region" aria-label={title}>
      <div className="app-list-layout__actions">{actions}</div>
      {filters && <div className="app-list-layout__filters">{filters}</div>}
      {children}
    </Card>
  );
}
