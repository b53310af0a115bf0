import { render } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { pageTitle, useDocumentTitle } from './use-document-title';

function Frame() {
  useDocumentTitle('站点');
  return <Outlet />;
}

const Page = () => <p>page</p>;

describe('pageTitle', () => {
  it('names the deepest titled route before the site name', () => {
    const matches = [
      { handle: undefined },
      { handle: { name: 'System', title: '系统管理' } },
      { handle: { name: 'SystemUser', title: '用户管理' } },
      { handle: undefined },
    ];
    expect(pageTitle(matches, '后台')).toBe('用户管理 - 后台');
  });

  it('is the site name alone without a titled route', () => {
    expect(pageTitle([{ handle: undefined }, { handle: { other: 1 } }], '后台')).toBe('后台');
    expect(pageTitle([], '后台')).toBe('后台');
  });
});

// jsdom has no `Request`, which a data router's navigation needs: each case mounts at its own path.
const routes = [
  {
    Component: Frame,
    children: [
      { path: '/login', handle: { name: 'Login', title: '登录' }, Component: Page },
      {
        path: '/system',
        handle: { name: 'System', title: '系统管理' },
        children: [{ path: 'user', handle: { name: 'SystemUser', title: '用户管理' }, Component: Page }],
      },
      { path: '/plain', Component: Page },
    ],
  },
];

describe('useDocumentTitle', () => {
  it.each([
    ['/login', '登录 - 站点'],
    ['/system/user', '用户管理 - 站点'],
    ['/plain', '站点'],
  ])('titles %s as %s', (path, title) => {
    document.title = 'before';
    const { unmount } = render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
    expect(document.title).toBe(title);
    unmount();
  });
});
