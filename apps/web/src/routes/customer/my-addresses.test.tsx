import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AddressesResponse, AddressView, UserData } from '@keka/contracts';
import { setUser, useUserStore } from '../../features/account/state';
import { useAddressStore } from '../../features/location/state';
import { clearQueryCache } from '../../lib/use-query';
import { stubApi } from '../../test/fetch-stub';
import { MyAddressesRoute } from './my-addresses';

const home: AddressView = { id: 7, latitude: 12.9716, longitude: 77.6408, address: '12th Main Road, Indiranagar', house: 'Flat 304', landmark: null, tag: 'Home', is_default: 1 };
const work: AddressView = { id: 8, latitude: 12.9343, longitude: 77.6265, address: '80 Feet Road, Koramangala', house: '4th Floor', landmark: 'Opposite Forum Mall', tag: 'Work', is_default: 0 };
const bookOf = (data: AddressView[]): AddressesResponse => ({ success: true, default_address_id: data.find((a) => a.is_default === 1)?.id ?? null, data });
const user = { id: 3, name: 'Aarav', auth_token: 'tok', default_address_id: 7, default_address: null } as unknown as UserData;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(entry: { pathname: string; state?: unknown }) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/my-addresses" element={<MyAddressesRoute />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => setUser(user));
afterEach(() => {
  cleanup();
  clearQueryCache();
  setUser(null);
  useAddressStore.setState({ address: null });
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/my-addresses', () => {
  it('sends a guest to log in (and back here afterwards)', () => {
    setUser(null);
    renderAt({ pathname: '/my-addresses' });
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('lists the saved addresses with the default marked, after a skeleton', async () => {
    stubApi({ 'get-addresses': bookOf([home, work]) });
    renderAt({ pathname: '/my-addresses' });
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement).getByRole('button', { name: /Deliver to Home/ });
    expect(first.getAttribute('aria-current')).toBe('true');
    expect(first.textContent).toContain('Default');
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Delete Work, 4th Floor' })).toBeTruthy();
  });

  it('makes a tapped address the default and the delivery address, then returns to the cart it came from', async () => {
    const api = stubApi({ 'get-addresses': bookOf([home, work]), 'set-default-address': bookOf([{ ...work, is_default: 1 }, { ...home, is_default: 0 }]) });
    renderAt({ pathname: '/my-addresses', state: { from: '/cart' } });
    fireEvent.click(await screen.findByRole('button', { name: /Deliver to Work/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/cart'));
    expect(api.calls.find((c) => c.name === 'set-default-address')?.body).toEqual({ address_id: 8 });
    expect(useAddressStore.getState().address).toEqual({ lat: 12.9343, lng: 77.6265, address: '80 Feet Road, Koramangala', house: '4th Floor', tag: 'Work' });
    expect(useUserStore.getState().user).toMatchObject({ default_address_id: 8, default_address: { id: 8, tag: 'Work' } });
  });

  it("shows 'No saved addresses yet' with a way to add one", async () => {
    stubApi({ 'get-addresses': bookOf([]) });
    renderAt({ pathname: '/my-addresses' });
    expect(await screen.findByRole('heading', { name: 'No saved addresses yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add new address' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add new address' })).toBeTruthy();
    expect(screen.getByRole('searchbox')).toBeTruthy();
  });

  it('explains a failed load and tries again', async () => {
    let fail = true;
    stubApi({
      'get-addresses': () => (fail ? { success: false, code: 'INTERNAL', message: 'boom' } : bookOf([home])),
    });
    renderAt({ pathname: '/my-addresses' });
    expect(await screen.findByRole('heading', { name: "We couldn't load this" })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Deliver to Home/ })).toBeTruthy();
  });

  it('says so when a change fails offline, and changes nothing', async () => {
    const api = stubApi({ 'get-addresses': bookOf([home, work]) });
    api.fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      if (typeof input === 'string' && input.endsWith('/get-addresses')) return new Response(JSON.stringify(bookOf([home, work])), { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    renderAt({ pathname: '/my-addresses' });
    fireEvent.click(await screen.findByRole('button', { name: /Deliver to Work/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('Check your internet connection');
    expect(screen.queryByTestId('where')).toBeNull();
    expect(useAddressStore.getState().address).toBeNull();
  });

  it('deletes an address only after the confirm, and shows the list the server answered', async () => {
    const api = stubApi({ 'get-addresses': bookOf([home, work]), 'delete-address': bookOf([home]) });
    renderAt({ pathname: '/my-addresses' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Work, 4th Floor' }));
    const sheet = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(sheet.textContent).toContain('80 Feet Road, Koramangala');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.name === 'delete-address')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Work, 4th Floor' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this address?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Deliver to Work/ })).toBeNull());
    expect(api.calls.filter((c) => c.name === 'delete-address').map((c) => c.body)).toEqual([{ address_id: 8 }]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it.each([
    ['moves to the new default', [{ ...work, is_default: 1 }], { lat: 12.9343, address: '80 Feet Road, Koramangala' }],
    ['is forgotten when none is left', [], null],
  ] as const)('deleting the address the app delivers to: the delivery place %s', async (_case, left, expected) => {
    useAddressStore.setState({ address: { lat: home.latitude, lng: home.longitude, address: home.address, house: home.house, tag: home.tag } });
    stubApi({ 'get-addresses': bookOf(left.length ? [home, work] : [home]), 'delete-address': bookOf([...left]) });
    renderAt({ pathname: '/my-addresses' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Home, Flat 304' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this address?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this address?' })).toBeNull());
    const now = useAddressStore.getState().address;
    if (expected === null) expect(now).toBeNull();
    else expect(now).toMatchObject(expected);
  });

  it('keeps the delete sheet open with the reason when the delete fails', async () => {
    const api = stubApi({ 'get-addresses': bookOf([home, work]) });
    api.fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      if (typeof input === 'string' && input.endsWith('/get-addresses')) return new Response(JSON.stringify(bookOf([home, work])), { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    renderAt({ pathname: '/my-addresses' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Work, 4th Floor' }));
    const sheet = await screen.findByRole('dialog', { name: 'Delete this address?' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Delete' }));
    expect((await within(sheet).findByRole('alert')).textContent).toContain('Check your internet connection');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
