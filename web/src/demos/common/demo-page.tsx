import { H3 } from '@blueprintjs/core';
import type { ComponentType, ReactNode } from 'react';
import './demo-page.css';

/** Props of {@link DemoPage}. */
export interface DemoPageProps {
  /** The page heading; also names the page's region for assistive technology and tests. */
  title: string;
  /** One line under the heading saying what the page demonstrates. */
  description?: ReactNode;
  children: ReactNode;
}

/** The common frame of every demo page: a titled region, so all demos look like one product. */
export function DemoPage({ title, description, children }: DemoPageProps) {
  return (
    <section className="demo-page" aria-label={title}>
      <header className="demo-page__header">
        <H3>{title}</H3>
        {description !== undefined && <p className="demo-page__description">{description}</p>}
      </header>
      {children}
    </section>
  );
}

/** A demo's catalogue texts: its page's heading and the line under it. */
export interface DemoTexts {
  title: string;
  description: string;
}

/**
 * The page of a demo that is one component: `Body` in the demo frame titled by `texts`. A page
 * module's default export (pages/registry.ts).
 */
export function demoPageOf(texts: DemoTexts, Body: ComponentType): ComponentType {
  return function DemoPageOf() {
    return (
      <DemoPage title={texts.title} description={texts.description}>
        <Body />
      </DemoPage>
    );
  };
}
