import { createContext } from 'react';

/**
 * True while the head tags in the document are the server's for the page shown: on the server, and in the browser
 * from hydration to the first navigation (app.tsx). <Seo> (./seo.tsx) then renders nothing of its own: the same
 * tags again would cost a chunk, a render and a restyle on a cheap phone's first seconds, for no change. A module
 * of its own, so the app's entry carries the flag and not <Seo>.
 */
export const ServedHeadContext = createContext(false);
