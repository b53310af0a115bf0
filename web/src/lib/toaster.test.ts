import { screen, waitFor, within } from '@testing-library/react';
import '@testing-library/jest-dom';
import { clearToasts, showNotice, showToast, showToastUntilClosed } from './toaster';

// The toaster renders into its own React root, outside Testing Library's act() scope.
beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
});

describe('toaster', () => {
  it('shows a message as text (never HTML) and resolves when it closes by its time-out', async () => {
    const closed = showToastUntilClosed({ message: '<b>退出登录成功</b>', timeout: 50 });
    expect(await screen.findByRole('alert')).toHaveTextContent('<b>退出登录成功</b>');
    await expect(closed).resolves.toBeUndefined();
  });

  it('reuses one toaster for every message', async () => {
    await showToast({ message: 'first', timeout: 1000 });
    await showToast({ message: 'second', timeout: 1000 });
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
        expect.arrayContaining(['first', 'second']),
      ),
    );
    expect(document.querySelectorAll('.bp6-toast-container')).toHaveLength(1);
  });

  it('closes every message on screen at once when cleared', async () => {
    const closed = showToastUntilClosed({ message: 'from the old session', timeout: 60_000 });
    await screen.findByText('from the old session');
    await clearToasts();
    await expect(closed).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryByText('from the old session')).toBeNull());
  });

  it('shows an API notice with the intent of its level', async () => {
    showNotice({ message: 'duplicate request', level: 'warning' });
    const toast = (await screen.findByText('duplicate request')).closest('.bp6-toast');
    expect(toast).toHaveClass('bp6-intent-warning');
  });

  it('names its close button from the catalogue, never in English, and closes on it', async () => {
    const closed = showToastUntilClosed({ message: 'closable', timeout: 60_000 });
    const toast = within((await screen.findByText('closable')).closest<HTMLElement>('.bp6-toast') ?? document.body);
    expect(toast.queryByRole('button', { name: 'Close' })).toBeNull();
    toast.getByRole('button', { name: '关闭' }).click();
    await expect(closed).resolves.toBeUndefined();
  });

  it('fetches the toaster again for the next message when fetching or making it failed', async () => {
    await jest.isolateModulesAsync(async () => {
      const actual = jest.requireActual<typeof import('./overlay-toaster')>('./overlay-toaster');
      const createToaster = jest.fn(actual.createToaster).mockRejectedValueOnce(new Error('chunk failed'));
      jest.doMock('./overlay-toaster', () => ({ createToaster }));
      const fresh = jest.requireActual<typeof import('./toaster')>('./toaster');
      await expect(fresh.showToast({ message: 'lost', timeout: 1000 })).rejects.toThrow('chunk failed');
      await fresh.showToast({ message: 'after the failure', timeout: 1000 });
      expect(await screen.findByText('after the failure')).toBeInTheDocument();
      expect(createToaster).toHaveBeenCalledTimes(2);
    });
  });

  it("shows the first message once Blueprint's deferred styles (toasts, overlays) apply, and fetches them again after a failure", async () => {
    await jest.isolateModulesAsync(async () => {
      const loadBlueprintStyles = jest
        .fn()
        .mockRejectedValueOnce(new Error('style chunk failed'))
        .mockResolvedValue(undefined);
      jest.doMock('./blueprint-styles', () => ({ loadBlueprintStyles }));
      const fresh = jest.requireActual<typeof import('./toaster')>('./toaster');
      await expect(fresh.showToast({ message: 'unstyled', timeout: 1000 })).rejects.toThrow('style chunk failed');
      await fresh.showToast({ message: 'styled', timeout: 1000 });
      expect(await screen.findByText('styled')).toBeInTheDocument();
      expect(loadBlueprintStyles).toHaveBeenCalledTimes(2);
    });
  });
});
