import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles/global.css';

// The proxy writes per-page head tags for crawlers; the app renders its own, so drop the server copies.
document.querySelectorAll('[data-server-meta]').forEach((element) => element.remove());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
