/** Scrolls the landing page to its features section (the nav's Features and the hero's Learn How It Works). */
export function scrollToFeatures(): void {
  const target = document.getElementById('features');
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the section, not from the button.
  target.focus({ preventScroll: true });
}
