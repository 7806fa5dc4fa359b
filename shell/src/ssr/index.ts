// The shell's server module (its server build exposes it as `shell/ssr`): the render service loads
// it through Module Federation's Node runtime and asks it for pages.
import type { SsrModule } from '@rmj/contracts';
import { buildInfo } from '../build-info';
import { renderPage } from './render-page';

export const render: SsrModule['render'] = renderPage;
export const version: string = buildInfo.version;
