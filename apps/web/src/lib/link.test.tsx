import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { Link } from './link';

/** Where the app is, and how it got there (PUSH, REPLACE or POP), as text. */
function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return <p data-testid="where">{`${location.pathname}${location.search} ${type} ${JSON.stringify(location.state)}`}</p>;
}

function app(link: React.ReactNode, at = '/') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="*" element={<>{link}<Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('Link', () => {
  it('is a real link to its path, and a plain click moves within the app with its state', async () => {
    app(
      <Link to="/stores/spice-route?tab=menu" state={{ from: '/cart' }} className="x">
        Spice Route
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Spice Route' });
    expect(link.getAttribute('href')).toBe('/stores/spice-route?tab=menu');
    expect(link.className).toBe('x');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/stores/spice-route?tab=menu PUSH {"from":"/cart"}'));
  });

  it('replaces the entry when it leads where the user is, or when asked to', async () => {
    const first = app(<Link to="/cart">Cart</Link>, '/cart');
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/cart REPLACE null'));
    first.unmount();
    app(
      <Link to="/login" replace>
        Sign in
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login REPLACE null'));
  });

  it('leaves new-tab clicks, other targets and prevented clicks to the browser or the caller', async () => {
    // The browser's part, after the app's: what it was left, then no real navigation in the test page.
    const leftToBrowser: boolean[] = [];
    const browser = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    app(
      <>
        <Link to="/a">A</Link>
        <Link to="/b" target="_blank">
          B
        </Link>
        <Link to="/c" onClick={onClick}>
          C
        </Link>
      </>,
    );
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      screen.getByRole('link', { name: 'A' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    }
    screen.getByRole('link', { name: 'B' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    fireEvent.click(screen.getByRole('link', { name: 'C' }));
    window.removeEventListener('click', browser);
    // Five modified clicks and the other target went to the browser; the caller prevented its own.
    expect(leftToBrowser).toEqual([true, true, true, true, true, true, false]);
    expect(onClick).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('where').textContent).toBe('/ POP null');
  });

  it('hands its anchor to a ref (focus after "Load more")', () => {
    const ref = createRef<HTMLAnchorElement>();
    app(
      <Link to="/my-orders" ref={ref}>
        Orders
      </Link>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Orders' }));
  });
});
