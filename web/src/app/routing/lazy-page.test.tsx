import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadBlueprintStyles, loadPageStyles } from '@/lib/blueprint-styles';
import type { PageLoader } from './page-registry';
import { lazyPage, loadComponent, loadPage } from './lazy-page';

jest.mock('@/lib/blueprint-styles', () => ({ loadBlueprintStyles: jest.fn(), loadPageStyles: jest.fn() }));
const loadStyles = jest.mocked(loadBlueprintStyles);
const loadAllStyles = jest.mocked(loadPageStyles);

function chunkError(): Error {
  // rspack's own text: English, with a line break that must not reach the user.
  const error = new Error('Loading chunk 3 failed.\n(error: http://127.0.0.1/js/3.js)');
  error.name = 'ChunkLoadError';
  return error;
}

const Page = () => <h1>the page</h1>;

function renderComponent(Component: React.ComponentType) {
  render(
    <MemoryRouter>
      <Component />
    </MemoryRouter>,
  );
}

describe('loadPage', () => {
  beforeEach(() => {
    loadStyles.mockReset().mockResolvedValue(undefined);
    loadAllStyles.mockReset().mockResolvedValue(undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads the named page', async () => {
    const load: PageLoader = jest.fn(async () => ({ default: Page }));
    const find = jest.fn(() => load);
    renderComponent(await loadPage('dashboard', find));
    expect(find).toHaveBeenCalledWith('dashboard');
    expect(screen.getByRole('heading', { name: 'the page' })).toBeInTheDocument();
  });

  it('shows the fallback page for a page that was never built', async () => {
    renderComponent(await loadPage('no/such-page', () => undefined));
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  });

  it('retries a failed chunk once and shows the page when the retry succeeds', async () => {
    const load = jest
      .fn<ReturnType<PageLoader>, []>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: Page });
    renderComponent(await loadPage('dashboard', () => load));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'the page' })).toBeInTheDocument();
  });

  it('shows the fallback page after the one retry fails, without trying again', async () => {
    const load = jest.fn<ReturnType<PageLoader>, []>().mockRejectedValue(chunkError());
    renderComponent(await loadPage('dashboard', () => load));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByText('页面文件下载失败，可能是网络中断或系统已更新，请重试。')).toBeInTheDocument();
    expect(screen.queryByText(/Loading chunk/)).toBeNull();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('shows the fallback page for a failed style chunk', async () => {
    const cssError = Object.assign(new Error('Loading CSS chunk 9 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' });
    const load = jest.fn<ReturnType<PageLoader>, []>().mockRejectedValue(cssError);
    renderComponent(await loadPage('dashboard', () => load));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('页面文件下载失败，可能是网络中断或系统已更新，请重试。')).toBeInTheDocument();
    expect(screen.queryByText(/Loading CSS chunk/)).toBeNull();
  });

  it('does not retry a page whose module throws while evaluating', async () => {
    const load = jest.fn<ReturnType<PageLoader>, []>().mockRejectedValue(new TypeError('x is undefined'));
    renderComponent(await loadPage('dashboard', () => load));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('页面加载失败')).toBeInTheDocument();
  });

  it("answers the page only once Blueprint's deferred styles apply", async () => {
    let stylesApplied: (value: unknown) => void = () => undefined;
    loadStyles.mockReturnValue(new Promise((resolve) => (stylesApplied = resolve)));
    let answered = false;
    const loading = loadPage('dashboard', () => async () => ({ default: Page })).then((component) => {
      answered = true;
      return component;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).toBe(false);
    stylesApplied(undefined);
    renderComponent(await loading);
    expect(screen.getByRole('heading', { name: 'the page' })).toBeInTheDocument();
  });

  it("has the dashboard and the main layout wait for Blueprint's rest part alone, and every other page for its page part too", async () => {
    const load: PageLoader = async () => ({ default: Page });
    await loadPage('dashboard', () => load);
    await loadComponent('main-layout', load);
    expect([loadStyles.mock.calls.length, loadAllStyles.mock.calls.length]).toEqual([2, 0]);
    await loadPage('system-user', () => load);
    expect([loadStyles.mock.calls.length, loadAllStyles.mock.calls.length]).toEqual([2, 1]);
  });

  it('fetches the deferred styles again with the page when their chunk failed', async () => {
    loadStyles.mockRejectedValueOnce(chunkError()).mockResolvedValue(undefined);
    const load = jest.fn<ReturnType<PageLoader>, []>().mockResolvedValue({ default: Page });
    renderComponent(await loadPage('dashboard', () => load));
    expect(loadStyles).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'the page' })).toBeInTheDocument();
  });
});

describe('lazyPage', () => {
  it('suspends until the chunk arrives, fetching it once however often it is preloaded', async () => {
    const load: PageLoader = jest.fn(async () => ({ default: Page }));
    const { Component, preload } = lazyPage('dashboard', () => load);
    preload();
    preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'the page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is the fallback page at once for a page that was never built', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderComponent(lazyPage('no/such-page', () => undefined).Component);
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
