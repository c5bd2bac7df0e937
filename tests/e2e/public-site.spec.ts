// The public site in Chromium: prerendered pages that hydrate without errors, the navigation
// (Features from another page, the mobile menu), plan choice when signed out and signed in, the
// Pro page's booking buttons and request form, the contact form, methodology anchors, and the
// crawler files. Screenshots of every page at 1280 and 390 px go to test-results/screens/.
import { expect, test, type Page } from '@playwright/test';
import { screenshotBoth } from './screens';
import { createAccount, screenshotFromTop, signIn } from './signed-in';
import { openLivePage } from './live-page.js';

/** Console errors and uncaught exceptions while the page loads and hydrates. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const pages = [
  { path: '/', h1: 'Choose business software with confidence', shot: 'landing-public', prerendered: true },
  { path: '/pricing', h1: 'Simple, honest pricing', shot: 'pricing', prerendered: true },
  { path: '/pro', h1: 'Expert Software Implementation', shot: 'pro', prerendered: true },
  { path: '/methodology', h1: 'How we recommend software', shot: 'methodology', prerendered: true },
  { path: '/privacy', h1: 'Privacy Policy', shot: 'privacy', prerendered: true },
  { path: '/terms', h1: 'Terms of Service', shot: 'terms', prerendered: true },
  { path: '/contact', h1: 'Get in touch', shot: 'contact', prerendered: true },
];

for (const p of pages) {
  test(`${p.path} renders, hydrates without errors and has its own title`, async ({ page, request }) => {
    const html = await (await request.get(p.path)).text();
    // Prerendered pages carry their content before any script runs.
    expect(html.includes(`>${p.h1}</h1>`)).toBe(p.prerendered);
    const errors = collectErrors(page);
    await page.goto(p.path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: p.h1 })).toBeVisible();
    await expect(page).toHaveTitle(/ \| Stackwise$/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(errors).toEqual([]);
    await screenshotBoth(page, p.shot);
  });
}

test('landing on a phone: the report illustration shows its rows whole; the closing calls to action share one width', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await openLivePage(page, '/');
    const figure = page.locator('figure').filter({ hasText: 'Your shortlist' });
    await expect(figure).toBeVisible();
    // No row of the illustration is cut off with an ellipsis.
    const clipped = await figure.locator('li p').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
    expect(clipped, `width ${width}`).toEqual([]);
    const cta = page.getByRole('region', { name: 'Ready to find the right software?' });
    const buttons = [cta.getByRole('button', { name: /Find My Software|Open My Projects/ }), cta.getByRole('link', { name: 'See Pricing' })];
    for (const b of buttons) await expect(b).toBeVisible();
    const widths = await Promise.all(buttons.map(async (l) => (await l.boundingBox())!.width));
    expect(Math.abs(widths[0]! - widths[1]!), `width ${width}: ${widths.join(' vs ')}`).toBeLessThanOrEqual(1);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('region', { name: 'Ready to find the right software?' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/landing-cta-phone.png' });
});

test('Features in the nav scrolls on the landing page and comes back to it from elsewhere', async ({ page }) => {
  await openLivePage(page, '/pricing');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/#features$/);
  await expect(page.locator('#features')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Features' }).click();
  await expect(page.locator('#features')).toBeInViewport();
});

test('the mobile menu lists the signed-out links and closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLivePage(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
  for (const name of ['Features', 'Sign In', 'Get Started']) await expect(menu.getByRole('button', { name })).toBeVisible();
  for (const name of ['Pricing', 'Pro Services']) await expect(menu.getByRole('link', { name })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/mobile-menu-phone.png' });
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple, honest pricing');
});

test('choosing a plan signed out opens the sign-in dialog; signed in it goes to checkout or subscribe', async ({
  page,
  request,
}) => {
  await openLivePage(page, '/pricing');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('One-Time Project');
  await expect(cards.nth(0)).toContainText('$7');
  await expect(cards.nth(1)).toContainText('Unlimited Access');
  await expect(cards.nth(1)).toContainText('$49');
  await expect(cards.nth(1)).toContainText('Most Popular');
  await page.getByRole('button', { name: 'Get Unlimited Access' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const account = await createAccount(request, 'pricing');
  await signIn(page, account);
  await openLivePage(page, '/pricing');
  await page.getByRole('button', { name: 'Buy One Project' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await openLivePage(page, '/pricing');
  await page.getByRole('button', { name: 'Get Unlimited Access' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
});

test('the Pro page: both hero buttons lead to booking; a consultation request is confirmed', async ({ page }) => {
  await openLivePage(page, '/pro');
  for (const name of ['Schedule Free Consultation', 'Talk to an Expert']) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('heading', { name: /Book your free 30.minute consultation/ })).toBeInViewport();
  }
  for (const stat of ['95%', '60%', '200+']) await expect(page.getByText(stat, { exact: true })).toBeVisible();
  for (const reason of ['Poor planning', 'Resistance to change', 'Integration issues'])
    await expect(page.getByRole('heading', { name: reason })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What You Get' })).toBeVisible();
  await expect(page.locator('blockquote')).toHaveCount(3);

  const form = page.getByRole('form', { name: 'Consultation request' });
  await form.getByLabel('Name').fill('Dana Fischer');
  await form.getByLabel('Work email').fill('not-an-email');
  await form.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByLabel('Work email').fill('dana@example.com');
  await form.getByLabel(/Company/).fill('Fischer Logistik');
  await form.getByLabel(/Preferred times/).fill('Tuesday mornings');
  await form.getByLabel(/What would you like to discuss/).fill('Rolling out an HR system to 40 people.');
  await form.getByRole('button', { name: 'Request Consultation' }).click();
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeFocused();
  await expect(page.getByText(/Your request is saved as #\d+\. A person reads every request and replies to .+ to agree a time/)).toBeVisible();
  await screenshotFromTop(page, 'pro-request-sent');
});

test('the contact form preselects a topic from the link and confirms the message', async ({ page }) => {
  await openLivePage(page, '/privacy');
  await page.getByRole('link', { name: 'contact page' }).first().click();
  await expect(page).toHaveURL(/\/contact\?topic=privacy$/);
  await expect(page.getByRole('combobox', { name: 'Topic' })).toContainText('Privacy or data request');
  await page.getByLabel('Name').fill('Sam Lee');
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByLabel('Message').fill('Please send me an export of my data.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();
  await screenshotFromTop(page, 'contact-sent');
});

test('methodology: the contents link to each section and the bands are explained', async ({ page }) => {
  await openLivePage(page, '/methodology');
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'How we make money' }).click();
  await expect(page).toHaveURL(/#how-we-make-money$/);
  await expect(page.getByRole('heading', { name: 'How we make money' })).toBeInViewport();
  for (const band of ['Best Match', 'Strong Match', 'Good Match', 'Partial Match'])
    await expect(page.getByRole('cell', { name: band })).toBeVisible();
  await openLivePage(page, '/pricing');
  await page.getByRole('contentinfo').getByRole('link', { name: 'How we make money' }).click();
  await expect(page).toHaveURL(/\/methodology#how-we-make-money$/);
  await expect(page.getByRole('heading', { name: 'How we make money' })).toBeInViewport();
});

test('the footer links to the legal pages, contact and methodology', async ({ page }) => {
  await openLivePage(page, '/');
  const footer = page.getByRole('contentinfo');
  for (const [name, url] of [
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Contact', '/contact'],
    ['Methodology', '/methodology'],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    // A new page starts at the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
  }
});

test('crawler files: robots.txt, sitemap.xml, manifest and icons', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/methodology</loc>');
  for (const file of [
    '/manifest.webmanifest',
    '/favicon.ico',
    '/favicon.svg',
    '/apple-touch-icon.png',
    '/icons/icon-512.png',
    '/og-image.jpg',
  ]) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    expect(res.headers()['content-type'], file).not.toMatch(/text\/html/);
  }
});
