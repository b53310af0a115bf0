import { Icons } from '@blueprintjs/icons';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notices as texts } from '@/i18n/notices-messages';
import { renderWithProviders } from '@/testing/render-with-providers';
import { noticesFeature } from '../index';
import { type NoticesState, initialNoticesState, noticesChanged, noticesOpened } from '../slice';
import type { Notice } from '../types';
import { NoticesBell } from './notices-bell-slot';

beforeAll(() => Icons.loadAll());

const AT = new Date(Date.now() - 5 * 60_000).toISOString();
const exported: Notice = { id: '8', at: AT, kind: 'export_finished', list: 'users', rows: 5000, read: false };
const menuChanged: Notice = { id: '7', at: AT, kind: 'menu_changed', read: true };

const renderBell = (notices: NoticesState) =>
  renderWithProviders(<NoticesBell />, { features: [noticesFeature], preloadedState: { notices } });

describe('the notices bell', () => {
  it('is not drawn while the back end is not known to have live notices', () => {
    const { container } = renderBell(initialNoticesState);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the unread count, shows it on a badge, and lists the notices in a drawer that marks them read', async () => {
    const { store } = renderBell({ available: true, list: [exported, menuChanged], unread: 1 });
    const dispatched = jest.spyOn(store, 'dispatch');
    const bell = await screen.findByRole('button', { name: texts.titleUnread(1) });
    expect(bell).toHaveTextContent('1');
    await userEvent.click(bell);
    expect(dispatched).toHaveBeenCalledWith(noticesOpened());
    const drawer = await screen.findByRole('dialog', { name: texts.title });
    const items = within(drawer).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(texts.exportFinished(texts.lists.users, 5000)),
      expect.stringContaining(texts.menuChanged),
    ]);
    expect(within(items[0]!).getByText(texts.unread)).toBeInTheDocument();
    expect(within(items[1]!).queryByText(texts.unread)).toBeNull();
    expect(within(items[0]!).getByText('5分钟前')).toBeInTheDocument();
  });

  it('keeps marking the notices unread at the opening while they are marked read', async () => {
    const { store } = renderBell({ available: true, list: [exported], unread: 1 });
    await userEvent.click(await screen.findByRole('button', { name: texts.titleUnread(1) }));
    act(() => {
      store.dispatch(noticesChanged({ available: true, list: [{ ...exported, read: true }], unread: 0 }));
    });
    const drawer = await screen.findByRole('dialog', { name: texts.title });
    expect(within(drawer).getByText(texts.unread)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.title })).not.toHaveTextContent('1');
  });

  it('says when there is no notice', async () => {
    renderBell({ available: true, list: [], unread: 0 });
    await userEvent.click(await screen.findByRole('button', { name: texts.title }));
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });

  it('announces a notice that arrives, politely, and not those it started with', async () => {
    const { store } = renderBell({ available: true, list: [menuChanged], unread: 0 });
    await screen.findByRole('button', { name: texts.title });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(noticesChanged({ available: true, list: [exported, menuChanged], unread: 1 }));
    });
    expect(screen.getByRole('status')).toHaveTextContent(texts.exportFinished(texts.lists.users, 5000));
  });
});
