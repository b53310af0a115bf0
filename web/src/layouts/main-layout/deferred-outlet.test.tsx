import { render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { DeferredOutlet } from './deferred-outlet';

/** Whether the shell was already in the document when the page rendered, per render of the page. */
let shellInDocument: boolean[] = [];

function Page() {
  shellInDocument.push(document.querySelector('[data-testid="shell"]') !== null);
  return <p>page</p>;
}

function renderLayout(outlet: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={['/page']}>
      <Routes>
        <Route
          element={
            <>
              <nav data-testid="shell" />
              {outlet}
            </>
          }
        >
          <Route path="/page" element={<Page />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  shellInDocument = [];
});

describe('DeferredOutlet', () => {
  it('commits the layout with the fallback first, then renders the page in a pass of its own', async () => {
    renderLayout(<DeferredOutlet fallback={<span>loading</span>} />);
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(shellInDocument[0]).toBe(true);
  });

  it('differs from a plain outlet, which renders the page in the layout’s own pass', async () => {
    renderLayout(<Outlet />);
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(shellInDocument[0]).toBe(false);
  });
});
