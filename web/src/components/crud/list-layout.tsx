import { Card, H4 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './crud.css';

/** Props of `ListLayout`. */
export interface ListLayoutProps {
  title: string;
  /** Buttons at the right of the title (add, refresh). */
  actions?: ReactNode;
  /** The filter bar above the table. */
  filters?: ReactNode;
  /** The table and its pager. */
  children: ReactNode;
}

/** The frame of a management page: a card with the title and actions, the filters, then the table. */
export function ListLayout({ title, actions, filters, children }: ListLayoutProps) {
  return (
    <Card className="app-list-layout" elevation={1}>
      <header className="app-list-layout__header">
        <H4 className="app-list-layout__title">{title}</H4>
        <div className="app-list-layout__actions">{actions}</div>
      </header>
      {filters && <div className="app-list-layout__filters">{filters}</div>}
      {children}
    </Card>
  );
}
