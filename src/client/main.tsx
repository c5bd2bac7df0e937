import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Public pages arrive prerendered (scripts/prerender.mjs): hydrate them; every other path starts empty.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
