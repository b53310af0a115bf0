/// <reference types="@rsbuild/core/types" />
/**
 * Every page folder that exists at build time (`pages/<folder>/index.tsx`), as lazy loaders keyed
 * by the folder path the menu tree's `component` names ('dashboard', 'system/user'). Built by
 * rspack's context module, so a name that is not here cannot be loaded at all.
 */
import type { ComponentType } from 'react';
import type { Feature } from '@/lib/store';

/** What a page module exports: its component, and the features whose state and sagas it needs. */
export interface PageModule {
  default: ComponentType;
  features?: readonly Feature[];
}

/** Loads one page's chunk. */
export type PageLoader = () => Promise<PageModule>;

const context = import.meta.webpackContext('../../pages', { recursive: true, regExp: /\/index\.tsx$/, mode: 'lazy' });

const loaders = new Map<string, PageLoader>();
for (const key of context.keys()) {
  const name = key.replace(/^\.\//, '').replace(/\/index\.tsx$/, '');
  if (!loaders.has(name)) loaders.set(name, () => context(key) as Promise<PageModule>);
}

/** The loader of the page folder `name`, or `undefined` when no such page was built. */
export function findPage(name: string): PageLoader | undefined {
  return loaders.get(name);
}

/** Every page folder of the build, e.g. 'dashboard', 'system/user' (what the client knows exists). */
export function pageNames(): string[] {
  return [...loaders.keys()];
}
