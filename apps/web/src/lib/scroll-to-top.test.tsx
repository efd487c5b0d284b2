import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, Outlet } from 'react-router';
import { useScrollToTopOnNavigation } from './scroll-to-top';

function Layout() {
  useScrollToTopOnNavigation();
  return <Outlet />;
}

afterEach(cleanup);

describe('useScrollToTopOnNavigation', () => {
  it('leaves the page the browser loaded where the reader has it, and starts every other path at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // jsdom loaded '/': the first screen is that page, perhaps already scrolled by the user before hydration.
    const router = createMemoryRouter([{ path: '*', element: <Layout /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/stores/green-basket'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });

    // A sheet's history entry on the same path keeps the place.
    await act(() => router.navigate('/stores/green-basket?sheet=slots'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate(-2));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    scrollTo.mockRestore();
  });
});
