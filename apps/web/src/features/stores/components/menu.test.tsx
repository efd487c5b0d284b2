import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeItem } from '../../../test/fixtures';
import type { MenuSection } from '../menu-filter';
import { Menu } from './menu';

afterEach(cleanup);

const sections: MenuSection[] = ['Recommended', 'Starters', 'Mains', 'Breads'].map((name, s) => ({
  id: `s${s}`,
  name,
  items: [0, 1, 2].map((i) => makeItem({ id: s * 10 + i, name: `${name} dish ${i}` })),
}));

describe('Menu', () => {
  it('draws its first section with the page and the others one after another once it is painted', async () => {
    render(
      <MemoryRouter>
        <Menu sections={sections} renderControl={() => null} />
      </MemoryRouter>,
    );
    // The first frame: the first section only, whole.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Recommended (3)']);
    expect(screen.getAllByText(/^Recommended dish/)).toHaveLength(3);
    // Then the rest, in the menu's order, each a jump target of the menu sheet.
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Recommended (3)', 'Starters (3)', 'Mains (3)', 'Breads (3)']);
    expect(document.querySelectorAll('section.menu-section[id]')).toHaveLength(4);
  });
});
