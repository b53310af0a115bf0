import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import FallbackPage from '.';

const renderPage = (props: Parameters<typeof FallbackPage>[0]) =>
  render(
    <MemoryRouter>
      <FallbackPage {...props} />
    </MemoryRouter>,
  );

describe('FallbackPage', () => {
  it('says in zh-CN that a chunk failed, without its English text, and retries on 重试', async () => {
    const error = Object.assign(new Error('Loading chunk 7 failed.\n(error: http://x/js/7.js)'), {
      name: 'ChunkLoadError',
    });
    const onRetry = jest.fn();
    renderPage({ error, onRetry });
    expect(screen.getByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByText('页面文件下载失败，可能是网络中断或系统已更新，请重试。')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Loading chunk|\\n/);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  });

  it('offers the retry for a page that crashed too, with no chunk text', () => {
    renderPage({ error: new TypeError('x is undefined'), onRetry: jest.fn() });
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.queryByText(/页面文件下载失败/)).toBeNull();
    expect(document.body.textContent).not.toContain('x is undefined');
  });

  it('is the 404 page for a page that was never built, without a retry', () => {
    renderPage({});
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
