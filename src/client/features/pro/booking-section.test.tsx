import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingEmbedUrl } from './booking-url';

afterEach(() => {
  cleanup();
  document.head.querySelector('meta[name="stackwise-config"]')?.remove();
  vi.resetModules();
});

/** Renders the section with the runtime config the server would embed in index.html. */
async function renderWithBookingUrl(bookingUrl: string | null) {
  const meta = document.createElement('meta');
  meta.name = 'stackwise-config';
  meta.content = JSON.stringify({
    appName: 'Stackwise',
    authUrl: '',
    anonKey: '',
    googleEnabled: false,
    stripePublishableKey: null,
    bookingUrl,
  });
  document.head.appendChild(meta);
  const { BookingSection } = await import('./booking-section');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BookingSection />
    </QueryClientProvider>,
  );
}

describe('BookingSection', () => {
  it('embeds the configured scheduling page, 700 px high', async () => {
    await renderWithBookingUrl('https://calendly.com/stackwise/30min');
    const frame = screen.getByTitle('Schedule your free 30-minute consultation');
    expect(frame.getAttribute('src')).toBe('https://calendly.com/stackwise/30min');
    expect(frame.className).toContain('h-[700px]');
    expect(screen.queryByRole('button', { name: 'Request Consultation' })).toBeNull();
  });

  it('offers the request form when no booking page is configured', async () => {
    await renderWithBookingUrl(null);
    expect(screen.queryByTitle('Schedule your free 30-minute consultation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Request Consultation' })).toBeTruthy();
  });
});

describe('bookingEmbedUrl', () => {
  it('embeds only https pages (http only on a local machine)', () => {
    expect(bookingEmbedUrl('https://cal.com/acme/consultation')).toBe('https://cal.com/acme/consultation');
    expect(bookingEmbedUrl('http://calendly.com/x')).toBeNull();
    expect(bookingEmbedUrl('http://localhost:5555/book')).toBe('http://localhost:5555/book');
    expect(bookingEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(bookingEmbedUrl('not a url')).toBeNull();
    expect(bookingEmbedUrl(null)).toBeNull();
  });
});
