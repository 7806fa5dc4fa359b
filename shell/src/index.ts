// The entry: starts the federation runtime with the run-time configuration, then two things at
// once: the page's remote (route list, page code) and the shell's app. Everything that needs a
// shared module (React, the router) sits behind an import(): shared modules are negotiated first.
import { SSR_STATE_ELEMENT_ID } from '@rmj/contracts';
import { startFederation } from './startup/start-federation';

// A server-rendered page already holds its data: only its code is warmed up.
const serverRendered = document.getElementById(SSR_STATE_ELEMENT_ID) !== null;
void startFederation().then(() =>
  import('./startup/warm-up').then(({ warmUp }) => warmUp(window.location, { data: !serverRendered })),
);
import('./bootstrap');
