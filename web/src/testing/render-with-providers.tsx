import { OverlaysProvider } from '@blueprintjs/core';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { type AppStore, makeStore } from '@/app/store';
import { type Feature, type RootState, registerFeature } from '@/lib/store';

/** Options of `renderWithProviders`. */
export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  /**
   * Slices to start from; the others start as `makeStore` starts them. A slice is kept only when
   * its feature is registered before the store is made: the shell's are (`makeStore`), a page's
   * are when named in `features`.
   */
  preloadedState?: Partial<RootState>;
  /** The features of the page under test, registered before the store is made (as its route does). */
  features?: readonly Feature[];
  /** A store to use instead of a new one. */
  store?: AppStore;
  /** The router's starting location. @default '/' */
  route?: string;
}

/**
 * Renders `ui` inside the store, Blueprint's overlays provider and a memory router, and answers
 * Testing Library's result plus the store, so tests can dispatch and read state.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, features = [], store: given, route = '/', ...options }: ProviderOptions = {},
): RenderResult & { store: AppStore } {
  features.forEach(registerFeature);
  const store = given ?? makeStore(preloadedState);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <OverlaysProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </OverlaysProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
