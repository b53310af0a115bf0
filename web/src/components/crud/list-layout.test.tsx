import { render, screen } from '@testing-library/react';
import { ListLayout } from './list-layout';

describe('ListLayout', () => {
  it('names its region by the page title without repeating it as a heading (breadcrumb and tab already show it)', () => {
    render(
      <ListLayout title="角色管理" actions={<button type="button">新建角色</button>}>
        <table />
      </ListLayout>,
    );
    expect(screen.getByRole('region', { name: '角色管理' })).toContainElement(
      screen.getByRole('button', { name: '新建角色' }),
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
