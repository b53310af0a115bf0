import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadableStream } from 'node:stream/web';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signedIn } from '@/testing/saga-harness';
import { apiClient } from '@/api/client';
import type { PermissionCode } from '@/features/permission';
import { CsvExportButton } from './csv-export-button';
import { ENABLEMENT_CELLS } from './use-csv-export';

// The client's own behaviour (stream parsing, failure notices) is proven by the contract and client tests.
const mockGet = jest.spyOn(apiClient, 'GET');

const mockDownload = jest.fn();
jest.mock('@/lib/download-file', () => ({ downloadFile: (...args: unknown[]) => mockDownload(...args) }));
const mockToast = jest.fn();
jest.mock('@/lib/toaster', () => ({ showToast: (...args: unknown[]) => mockToast(...args) }));

const encoder = new TextEncoder();

/** A stream whose chunks the test pushes and ends. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    stream,
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new Error('reset')),
  };
}

const answer = (stream: unknown, total = '2') => ({
  data: stream,
  response: { headers: new Headers({ 'X-Total-Count': total }) },
});

/** The file's text, its byte order mark kept. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

function renderButton(permissions: PermissionCode[] = ['SystemUser.export']) {
  renderWithProviders(
    <CsvExportButton
      permission="SystemUser.export"
      path="/users/export"
      query={{ current: 3, pageSize: 20, status: 'enabled', sortField: 'userName' }}
      titles={{ userName: '用户名', status: '状态' }}
      cells={ENABLEMENT_CELLS}
      fileName="users"
    />,
    { preloadedState: signedIn({ permissions }) },
  );
}

beforeEach(() => {
  mockGet.mockReset();
  mockDownload.mockReset();
  mockToast.mockReset().mockResolvedValue('toast');
});

describe('CsvExportButton', () => {
  it('is not there without the export action', () => {
    renderButton(['SystemUser.query']);
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
  });

  it("streams the query without its paging, shows the rows read, and downloads the file with the titled header and the list's status texts", async () => {
    const { stream, push, end } = controlledStream();
    mockGet.mockResolvedValue(answer(stream) as never);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(mockGet).toHaveBeenCalledWith(
      '/users/export',
      expect.objectContaining({ params: { query: { status: 'enabled', sortField: 'userName' } }, parseAs: 'stream' }),
    );
    await act(async () => push('\uFEFFuserName,status\r\nroot,enabled\r\n'));
    expect(await screen.findByText('已导出 1 / 2 行')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '导出进度' })).toHaveAttribute('aria-valuenow', '50');
    await act(async () => {
      push('staff,disabled\r\n');
      end();
    });
    await waitFor(() => expect(mockDownload).toHaveBeenCalledTimes(1));
    const [fileName, file] = mockDownload.mock.calls[0] as [string, Blob];
    expect(fileName).toBe('users.csv');
    expect(await readBlob(file)).toBe('\uFEFF用户名,状态\r\nroot,启用\r\nstaff,停用\r\n');
    expect(mockToast).toHaveBeenCalledWith({ message: '已导出 2 行', intent: 'success' });
    expect(await screen.findByRole('button', { name: '导出' })).toBeInTheDocument();
  });

  it('cancels: the request is aborted, nothing is downloaded and the button comes back', async () => {
    const { stream, push, fail } = controlledStream();
    mockGet.mockImplementation(((_path: string, init: { signal: AbortSignal }) => {
      // As fetch does: aborting the request errors the body being read.
      init.signal.addEventListener('abort', fail);
      return Promise.resolve(answer(stream, '5000'));
    }) as never);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await act(async () => push('\uFEFFuserName\r\nroot\r\n'));
    await userEvent.click(await screen.findByRole('button', { name: '取消导出' }));
    expect(await screen.findByRole('button', { name: '导出' })).toBeInTheDocument();
    expect((mockGet.mock.calls[0] as unknown as [string, { signal: AbortSignal }])[1].signal.aborted).toBe(true);
    expect(mockDownload).not.toHaveBeenCalled();
    expect(mockToast).toHaveBeenCalledWith({ message: '已取消导出' });
  });

  it('says so when the stream breaks off, and saves nothing', async () => {
    const { stream, push, fail } = controlledStream();
    mockGet.mockResolvedValue(answer(stream) as never);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await act(async () => {
      push('\uFEFFuserName\r\nroot\r\n');
      fail();
    });
    await waitFor(() =>
      expect(mockToast).toHaveBeenCalledWith({ message: '导出中断，文件未保存，请重试', intent: 'danger' }),
    );
    expect(mockDownload).not.toHaveBeenCalled();
  });

  it('leaves a refusal to the client, which has told the user, and offers the button again', async () => {
    mockGet.mockResolvedValue({
      error: { error: { code: 401, message: 'no permission for this call' } },
      response: { headers: new Headers() },
    } as never);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByRole('button', { name: '导出' })).toBeInTheDocument();
    expect(mockDownload).not.toHaveBeenCalled();
    expect(mockToast).not.toHaveBeenCalled();
  });
});
