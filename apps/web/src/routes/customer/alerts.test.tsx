import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Notification, UserData } from '@keka/contracts';
import { setUser } from '../../features/account/state';
import { resetLiveClient } from '../../lib/use-live-events';
import { clearQueryCache } from '../../lib/use-query';
import { stubApiWithEvents } from '../../test/fetch-stub';
import { appPath } from '../../features/alerts/api';
import { AlertsRoute } from './alerts';

const user = { id: 3, name: 'Aarav', auth_token: 'tok', default_address_id: null, default_address: null } as unknown as UserData;
const note = (id: number, isRead: 0 | 1, clickAction: string | null = `/running-order/OD${id}`): Notification => ({
  id,
  title: `Title ${id}`,
  message: `Message ${id}`,
  image: null,
  click_action: clickAction,
  is_read: isRead,
  created_at: '2026-11-23T06:00:00.000Z',
});

/** The notification calls answered from `list`; /api/events as a stream the test writes alerts to. */
function stubServer(list: Notification[]) {
  const server = stubApiWithEvents({
    'get-user-notifications': () => ({ success: true, unread_count: list.filter((n) => n.is_read === 0).length, data: list }),
    'mark-one-notification-read': () => ({ success: true, unread_count: 0 }),
    'mark-all-notifications-read': () => ({ success: true, unread_count: 0 }),
  });
  return { ...server, pushAlert: (n: Notification) => server.push('notification.new', { id: n.id, title: n.title, message: n.message, click_action: n.click_action }, n.id) };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderAlerts = () =>
  render(
    <MemoryRouter initialEntries={['/alerts']}>
      <Routes>
        <Route path="/alerts" element={<AlertsRoute />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => setUser(user));
afterEach(() => {
  cleanup();
  resetLiveClient();
  clearQueryCache();
  setUser(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/alerts', () => {
  it('sends a guest to log in', () => {
    setUser(null);
    renderAlerts();
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('lists alerts with the unread ones marked, and a tap marks it read and opens its page', async () => {
    const server = stubServer([note(2, 0), note(1, 1)]);
    renderAlerts();
    const list = await screen.findByRole('list', { name: 'Alerts' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([expect.stringContaining('Unread: Title 2'), expect.not.stringContaining('Unread')]);
    fireEvent.click(items[0] as HTMLElement);
    expect(screen.getByTestId('where').textContent).toBe('/running-order/OD2');
    expect(server.calls.find((c) => c.name === 'mark-one-notification-read')?.body).toMatchObject({ notification_id: 2 });
  });

  it('marks all read, and a new alert arrives live', async () => {
    const list = [note(2, 0), note(1, 0)];
    const server = stubServer(list);
    renderAlerts();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByText(/Unread:/)).toBeNull());
    expect(server.calls.some((c) => c.name === 'mark-all-notifications-read')).toBe(true);
    list.unshift(note(3, 0));
    await waitFor(() => expect(server.calls.some((c) => c.name === 'events')).toBe(true));
    server.pushAlert(note(3, 0));
    expect(await screen.findByText('Title 3')).toBeTruthy();
  });

  it('says so when there are none', async () => {
    stubServer([]);
    renderAlerts();
    expect(await screen.findByText('No alerts yet')).toBeTruthy();
  });
});

describe('appPath', () => {
  it('follows only paths inside the app', () => {
    expect(appPath('/running-order/OD1')).toBe('/running-order/OD1');
    for (const bad of ['https://evil.test/x', '//evil.test', '/\\evil.test', 'javascript:alert(1)', '', null]) expect(appPath(bad)).toBeNull();
  });
});
