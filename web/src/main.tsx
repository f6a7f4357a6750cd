import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/global.css';

// The proxy writes per-page head tags for crawlers; the app renders its own, so drop the server copies.
document.querySelectorAll('[data-server-meta]').forEach((element) => element.remove());

// Rendered as a transition, React yields to the browser every few milliseconds while it builds the first
// screen, instead of one long task that keeps a cheap phone from responding (Lighthouse: total blocking time).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
