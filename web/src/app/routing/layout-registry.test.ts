import { BlankLayout } from '@/layouts/blank-layout/blank-layout';
import { RouteView } from '@/layouts/route-view/route-view';
import { findLayout } from './layout-registry';

describe('findLayout', () => {
  it('finds the layouts a menu may name', () => {
    expect(findLayout('/layouts/RouteView')).toBe(RouteView);
    expect(findLayout('/layouts/BlankLayout')).toBe(BlankLayout);
  });

  it.each(['/layouts/Nope', '/layouts/toString', '/layouts/', 'system/user', 'RouteView'])(
    'finds nothing for %p',
    (component) => {
      expect(findLayout(component)).toBeUndefined();
    },
  );
});
