import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** The component type `C` is, with its own props. */
type ComponentOf<C> = C extends ComponentType<infer P> ? ComponentType<P> : never;

/**
 * `React.lazy` for a component a module exports by name: React's `lazy` takes a module's default
 * export only. Loaded with `load` the first time it renders.
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentOf<M[K]>> {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentOf<M[K]> })));
}
