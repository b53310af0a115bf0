import { screen, waitFor } from '@testing-library/react';
import { startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { withRequestStandIn } from '@/testing/request-stand-in';
import { AppRouterProvider, subscribeNavigationSettled } from './app-router-provider';

/** A router whose first navigation waits for a lazy route until `endNavigation()`. */
function routerWithLazyPage() {
  let endNavigation = () => undefined as void;
  const lazyArrived = new Promise<void>((resolve) => {
    endNavigation = resolve;
  });
  const router = createMemoryRouter([
    {
      path: '/',
      hydrateFallbackElement: <p>loading</p>,
      lazy: async () => {
        await lazyArrived;
        return { Component: () => <p>page</p> };
      },
    },
  ]);
  return { router, endNavigation };
}

/** Keeps React's render busy past its time slice, so that it yields to the event loop after this. */
function Busy() {
  const until = performance.now() + 10;
  while (performance.now() < until);
  return null;
}

/**
 * Rendered after the provider: ends the first navigation during the render, then keeps rendering
 * for a while, in slices, so that the navigation ends before the commit.
 */
function EndsNavigationBeforeCommit({ endNavigation, onCommit }: { endNavigation: () => void; onCommit: () => void }) {
  endNavigation();
  useLayoutEffect(onCommit);
  return Array.from({ length: 10 }, (_, i) => <Busy key={i} />);
}

describe('AppRouterProvider', () => {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  let container: HTMLElement;
  withRequestStandIn();

  beforeAll(() => {
    // The race needs React's own scheduling, which act() would flush in one go.
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  });
  afterAll(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: actEnvironment });
  });
  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => container.remove());

  it('shows the page when the first navigation ends between the render in a transition and its commit', async () => {
    const { router, endNavigation } = routerWithLazyPage();
    const settled = jest.fn();
    let endedBeforeCommit = false;
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <>
          <AppRouterProvider router={router} subscriptions={[(r) => subscribeNavigationSettled(r, settled)]} />
          <EndsNavigationBeforeCommit
            endNavigation={endNavigation}
            onCommit={() => {
              endedBeforeCommit = router.state.initialized;
            }}
          />
        </>,
      );
    });
    await waitFor(() => expect(screen.getByText('page')).toBeInTheDocument());
    // The case under test did happen: the navigation had ended when the tree committed.
    expect(endedBeforeCommit).toBe(true);
    expect(settled).toHaveBeenCalled();
    root.unmount();
  });

  it('tells the end of each later navigation, once it is idle', async () => {
    const { router, endNavigation } = routerWithLazyPage();
    endNavigation();
    const settled = jest.fn();
    const root = createRoot(container);
    root.render(<AppRouterProvider router={router} subscriptions={[(r) => subscribeNavigationSettled(r, settled)]} />);
    await waitFor(() => expect(screen.getByText('page')).toBeInTheDocument());
    const before = settled.mock.calls.length;
    await router.navigate('/?again=1');
    await waitFor(() => expect(settled.mock.calls.length).toBeGreaterThan(before));
    expect(router.state.navigation.state).toBe('idle');
    root.unmount();
  });
});
