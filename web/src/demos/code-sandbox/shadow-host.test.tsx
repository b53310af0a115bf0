import { render } from '@testing-library/react';
import { ShadowHost } from './shadow-host';

describe('ShadowHost', () => {
  it('renders its content inside an open shadow root of its host, not in the document', () => {
    const { container } = render(
      <ShadowHost className="host">{(root) => <p data-root={root.mode}>inside</p>}</ShadowHost>,
    );
    const host = container.querySelector('.host');
    const inside = host?.shadowRoot?.querySelector('p');
    expect(inside?.textContent).toBe('inside');
    expect(inside?.dataset.root).toBe('open');
    expect(container.querySelector('p')).toBeNull();
  });
});
