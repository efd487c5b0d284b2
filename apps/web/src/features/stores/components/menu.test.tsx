import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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
  it("draws its first section with the page's first render and the others in the deferred one after it", () => {
    const menu = (
      <MemoryRouter>
        <Menu sections={sections} renderControl={() => null} />
      </MemoryRouter>
    );
    // The first render, as the server's HTML has it: the first section only, whole.
    const first = document.createElement('div');
    first.innerHTML = renderToString(menu);
    expect([...first.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Recommended (3)']);
    expect(first.querySelectorAll('.menu-section li')).toHaveLength(3);
    // Then the rest, in the menu's order, each a jump target of the menu sheet.
    render(menu);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Recommended (3)', 'Starters (3)', 'Mains (3)', 'Breads (3)']);
    expect(document.querySelectorAll('section.menu-section[id]')).toHaveLength(4);
  });
});
