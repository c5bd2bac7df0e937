import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Public pages arrive prerendered (scripts/prerender.mjs): hydrate them; every other path starts
// empty. Hydrating inside a transition lets React yield to the browser between chunks of work,
// so a phone stays responsive (no long task) while a long page hydrates.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
