import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readServerData } from './app/server-data';
import './styles/global.css';

// The proxy writes per-page head tags for crawlers; the app renders its own, so drop the server copies.
document.querySelectorAll('[data-server-meta]').forEach((element) => element.remove());

const container = document.getElementById('root')!;
// A public page arrives rendered by the server, with the answers it was rendered from: hydrate it. Admin pages
// (and a page whose server render failed) arrive with only the boot bar: render from scratch.
const serverData = readServerData(document);
const app = (
  <StrictMode>
    <App serverData={serverData} />
  </StrictMode>
);
// Rendered as a transition, React yields to the browser every few milliseconds while it builds the first
// screen, instead of one long task that keeps a cheap phone from responding (Lighthouse: total blocking time).
if (serverData) startTransition(() => void hydrateRoot(container, app));
else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
