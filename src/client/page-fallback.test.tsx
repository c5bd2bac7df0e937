import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageFallback } from './router';

afterEach(cleanup);

describe('route loading fallback', () => {
  it('is a page for assistive technology: a main landmark with a heading', () => {
    render(<PageFallback />);
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Loading…' })).toBeTruthy();
  });
});
