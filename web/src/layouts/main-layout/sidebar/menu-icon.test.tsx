import { Icons } from '@blueprintjs/icons';
import { render } from '@testing-library/react';
import { MenuIcon } from './menu-icon';

/** The `.bp6-icon` span Blueprint draws: an empty placeholder while the paths load, then around the SVG. */
const iconSpan = (container: HTMLElement) => container.querySelector<HTMLElement>('.bp6-icon');

describe('MenuIcon', () => {
  it('holds its size while its paths load, and keeps it once drawn, so the item does not shift', async () => {
    Icons.setLoaderOptions({
      loader: (name) => (name === 'book' ? Promise.resolve(['M0 0h16v16H0z']) : new Promise(() => undefined)),
    });
    await Icons.load('book', 16);

    const loading = render(<MenuIcon icon="airplane" root />).container;
    expect(iconSpan(loading)?.querySelector('svg')).toBeNull();
    expect(iconSpan(loading)).toHaveStyle({ width: '17px', height: '17px' });

    const drawn = render(<MenuIcon icon="book" root={false} />).container;
    expect(iconSpan(drawn)?.querySelector('svg')).toHaveAttribute('width', '14');
    expect(iconSpan(drawn)).toHaveStyle({ width: '14px', height: '14px' });
  });

  it('draws nothing without a name', () => {
    expect(render(<MenuIcon icon={undefined} root />).container).toBeEmptyDOMElement();
  });
});
