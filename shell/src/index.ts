// The entry: starts the federation runtime with the run-time configuration, then two things at
// once: the page's remote (route list, page code) and the shell's app. Everything that needs a
// shared module (React, the router) sits behind an import(): shared modules are negotiated first.
import { startFederation } from './startup/start-federation';

void startFederation().then(() => import('./startup/warm-up').then(({ warmUp }) => warmUp(window.location)));
import('./bootstrap');
