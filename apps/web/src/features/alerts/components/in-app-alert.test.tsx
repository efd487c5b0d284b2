import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Link } from '../../../lib/link';
import { useLanguageStore, useTranslationStore } from '../../../lib/i18n';
import { resetLiveClient } from '../../../lib/use-live-events';
import { clearQueryCache } from '../../../lib/use-query';
import { stubApiWithEvents } from '../../../test/fetch-stub';
import { IN_APP_ALERT_MS, InAppAlerts } from './in-app-alert';

const session = { token: 'tok', userId: 3 };

function stubServer() {
  const server = stubApiWithEvents({ 'get-user-notifications': () => ({ success: true, unread_count: 1, data: [] }) });
  let id = 0;
  const pushAlert = (clickAction: string | null) => {
    id += 1;
    server.push('notification.new', { id, title: `Order accepted ${id}`, message: 'Your food is being prepared', click_action: clickAction }, id);
  };
  return { ...server, pushAlert };
}

function Where() {
  return (
    <>
      <p data-testid="where">{useLocation().pathname}</p>
      <Link to="/running-order/OD1">to order</Link>
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <InAppAlerts session={session} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

const streaming = async (server: ReturnType<typeof stubServer>) => waitFor(() => expect(server.calls.some((c) => c.name === 'events')).toBe(true));

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ language: null });
  useTranslationStore.setState({ data: {} });
  resetLiveClient();
  clearQueryCache();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('in-app alert (issue 9)', () => {
  it('shows a new notification as a dialog whose View opens its page, and the badge count is read again', async () => {
    const server = stubServer();
    renderAt('/');
    await streaming(server);
    server.pushAlert('/running-order/OD9');
    const dialog = await screen.findByRole('dialog', { name: 'Order accepted 1' });
    expect(dialog.textContent).toContain('Your food is being prepared');
    await waitFor(() => expect(server.calls.filter((c) => c.name === 'get-user-notifications')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(screen.getByTestId('where').textContent).toBe('/running-order/OD9');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown on /alerts or on the page it links to, and a link outside the app gets no View', async () => {
    const server = stubServer();
    renderAt('/alerts');
    await streaming(server);
    server.pushAlert('/running-order/OD1');
    await waitFor(() => expect(server.calls.filter((c) => c.name === 'get-user-notifications')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'to order' }));
    server.pushAlert('/running-order/OD1');
    await waitFor(() => expect(server.calls.filter((c) => c.name === 'get-user-notifications')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    server.pushAlert('https://evil.test/');
    expect(await screen.findByRole('dialog', { name: 'Order accepted 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View' })).toBeNull();
  });

  it('goes by itself after a while, but not while the user is in it; Escape and the close button close it', async () => {
    const server = stubServer();
    renderAt('/');
    await streaming(server);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.pushAlert(null);
    const dialog = await screen.findByRole('dialog');
    fireEvent.pointerEnter(dialog);
    act(() => {
      vi.advanceTimersByTime(IN_APP_ALERT_MS + 100);
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.pointerLeave(dialog);
    act(() => {
      vi.advanceTimersByTime(IN_APP_ALERT_MS + 100);
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    server.pushAlert(null);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    server.pushAlert(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss alert' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the server’s keys with the fetched translations, and the English it carries for a key they lack', async () => {
    useLanguageStore.setState({ language: { id: 2, code: 'hi', isRtl: false } });
    useTranslationStore.setState({
      data: {
        'notice.accepted.title': 'ऑर्डर स्वीकार हुआ',
        'notice.accepted.message.delivery.one': '{store} में आपका ऑर्डर तैयार हो रहा है। यह लगभग {count} मिनट में आप तक पहुँचेगा।',
        'notice.accepted.message.delivery.other': '{store} में आपका ऑर्डर तैयार हो रहा है। यह लगभग {count} मिनट में आप तक पहुँचेगा।',
      },
    });
    const server = stubServer();
    renderAt('/');
    await streaming(server);
    server.push('notification.new', {
      id: 1,
      title: 'Order accepted',
      message: 'Spice Route is preparing your order. It should reach you in about 40 minutes.',
      title_text: [{ key: 'notice.accepted.title' }],
      message_text: [{ key: 'notice.accepted.message.delivery', params: { store: 'Spice Route', count: 40 } }],
      click_action: '/running-order/OD9',
    });
    const dialog = await screen.findByRole('dialog', { name: 'ऑर्डर स्वीकार हुआ' });
    expect(dialog.textContent).toContain('Spice Route में आपका ऑर्डर तैयार हो रहा है। यह लगभग 40 मिनट में आप तक पहुँचेगा।');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    server.push('notification.new', { id: 2, title: 'Order delivered', message: 'Enjoy!', title_text: [{ key: 'notice.delivered.title' }], message_text: [{ key: 'notice.delivered.message' }], click_action: null });
    expect((await screen.findByRole('dialog', { name: 'Order delivered' })).textContent).toContain('Enjoy!');
  });
});
