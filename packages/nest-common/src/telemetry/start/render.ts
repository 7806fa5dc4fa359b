/** First import of services/render/src/main.ts: tracing starts before Nest or Express is loaded. */
import { startServiceTracing } from '../index';

startServiceTracing('render');
