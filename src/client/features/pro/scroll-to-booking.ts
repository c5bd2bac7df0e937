/** The Pro page's buttons all lead to the booking section (spec: "buttons that scroll to the booking section"). */
export function scrollToBooking(): void {
  const target = document.getElementById('booking');
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
