import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FullDescription } from './full-description';

afterEach(cleanup);

function renderDescription(html: string): HTMLElement {
  render(
    <MemoryRouter>
      <FullDescription html={html} />
    </MemoryRouter>,
  );
  const region = screen.getByRole('region', { name: 'Full Description' });
  return region;
}

describe("item 'Full Description' (SPEC §2) is sanitised", () => {
  it('keeps the allowed formatting', () => {
    const region = renderDescription('<p>Creamy <strong>makhani</strong> gravy</p><ul><li>Serves 1</li></ul><h3>Allergens</h3><h4>Dairy</h4>');
    expect(region.querySelector('p strong')?.textContent).toBe('makhani');
    expect(region.querySelectorAll('li')).toHaveLength(1);
    expect(region.querySelector('h3')?.textContent).toBe('Allergens');
  });

  it.each([
    ['<img src=x onerror="window.__pwned=1">', 'img'],
    ['<script>window.__pwned=1</script>', 'script'],
    ['<svg onload="window.__pwned=1"><circle r="3"/></svg>', 'svg'],
    ['<iframe src="javascript:window.__pwned=1"></iframe>', 'iframe'],
    ['<p onclick="window.__pwned=1" style="color:red">text</p>', '[onclick], [style]'],
    ['<details open ontoggle="window.__pwned=1">x</details>', 'details'],
  ])('strips %s', (payload, selector) => {
    const region = renderDescription(`<p>Safe</p>${payload}`);
    expect(region.querySelector(selector)).toBeNull();
    expect(region.innerHTML).not.toMatch(/on\w+=|javascript:/i);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps https and in-app links with rel=noopener and drops javascript: links', () => {
    const region = renderDescription(
      '<p><a href="https://keka.example/allergens">allergens</a> <a href="/stores/spice-route">store</a> <a href="javascript:alert(1)">bad</a> <a href="//evil.example">evil</a></p>',
    );
    const links = [...region.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://keka.example/allergens', '/stores/spice-route']);
    expect(links.every((a) => a.getAttribute('rel') === 'noopener')).toBe(true);
    expect(region.textContent).toContain('bad');
  });

  it('renders nothing for an empty description', () => {
    render(
      <MemoryRouter>
        <FullDescription html="   " />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});
