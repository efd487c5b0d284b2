import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ImageBox } from './image-box';

afterEach(cleanup);

describe('ImageBox', () => {
  it('draws the picture lazily, or eagerly with high priority above the fold', () => {
    const { container, rerender } = render(<ImageBox src="/img/a.webp" alt="Spice Route" />);
    const img = screen.getByRole('img', { name: 'Spice Route' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('loading')).toBe('lazy');
    rerender(<ImageBox src="/img/a.webp" alt="Spice Route" eager />);
    expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('without a picture keeps the tinted box and never renders an empty src (which would fetch the page again)', () => {
    const { container, rerender } = render(<ImageBox src="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.image-box')).not.toBeNull();
    // A named picture that is missing is still named for screen readers.
    rerender(<ImageBox src="" alt="New Store" />);
    expect(screen.getByRole('img', { name: 'New Store' }).tagName).toBe('SPAN');
  });
});
