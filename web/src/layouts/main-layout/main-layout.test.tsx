import { OverlaysProvider } from '@blueprintjs/core';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { makeStore } from '../../app/store';
import { sanitizeMenuTree, treeLoaded } from '../../features/menu';
import { menuNode, menuTreeFixture } from '../../testing/fixtures';
import type { HeaderProps } from './header/header';
import MainLayout from './main-layout';

// The header as a probe: how often it renders, and the handlers it was given last.
const header = { renders: 0, props: undefined as HeaderProps | undefined };
jest.mock('./header/header', () => ({
  Header: (props: HeaderProps) => {
    header.renders += 1;
    header.props = props;
    return null;
  },
}));

describe('MainLayout', () => {
  it('draws a new menu in the sidebar without drawing the header again, whose handler still finds the new menu’s pages', async () => {
    const store = makeStore({ menu: { tree: sanitizeMenuTree(menuTreeFixture) } });
    // The tab bar reads a data router's matches.
    const router = createMemoryRouter([{ path: '*', element: <MainLayout /> }], { initialEntries: ['/dashboard'] });
    // jsdom has no Request, which a data router's navigation makes: the test asks only where to.
    const navigate = jest.spyOn(router, 'navigate').mockResolvedValue(undefined);
    render(
      <Provider store={store}>
        <OverlaysProvider>
          <RouterProvider router={router} />
        </OverlaysProvider>
      </Provider>,
    );
    const before = header.renders;

    const added = menuNode({ routeName: 'LatePage', routePath: '/late-page', name: '新加页面' });
    act(() => store.dispatch(treeLoaded(sanitizeMenuTree([...menuTreeFixture, added]))));
    expect(await screen.findByRole('menuitem', { name: '新加页面' })).toBeInTheDocument();
    expect(header.renders).toBe(before);

    header.props!.onNavigate('LatePage');
    expect(navigate).toHaveBeenCalledWith('/late-page', expect.anything());
  });
});
