/** First import of services/identity/src/main.ts: tracing starts before Nest, Express or the MongoDB driver is loaded. */
import { startServiceTracing } from '../index';

startServiceTracing('identity');
