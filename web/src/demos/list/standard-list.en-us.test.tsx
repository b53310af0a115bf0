import { screen } from '@testing-library/react';
import { switchToEnglish } from '@/testing/in-english';
import { signedIn } from '@/testing/saga-harness';
import { type DemoItem, demoItemsApi } from './api';

// The list's saga runs in the real store; only the call to the server is faked.
jest.mock('./api', () => ({
  demoItemsApi: { list: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
}));

const item: DemoItem = {
  id: 'item-00001',
  name: 'Task 1',
  description: 'd',
  owner: 'Ada',
  status: 'online',
  callCount: 12345,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('StandardList in English', () => {
  it("writes a card's owner, calls and date in English", async () => {
    jest.mocked(demoItemsApi.list).mockResolvedValue({
      data: { list: [item], pagination: { total: 1, current: 1, pageSize: 10 } },
      error: undefined,
      response: {} as Response,
    } as never);
    await switchToEnglish();
    const { StandardList } = await import('./standard-list');
    const { demoListFeature } = await import('.');
    const { registerFeature } = await import('@/lib/store');
    registerFeature(demoListFeature);
    const { renderWithProviders } = await import('@/testing/render-with-providers');
    const { formatDate } = await import('@/lib/format-date');

    renderWithProviders(<StandardList />, { preloadedState: signedIn({ permissions: ['StandardList.query'] }) });

    const card = await screen.findByRole('listitem', { name: 'Task 1' });
    expect(card.querySelector('.demo-list__card-meta')?.textContent).toBe(
      `Owner: Ada · Calls: 12,345 · ${formatDate(item.createdAt, 'date')}`,
    );
  });
});
