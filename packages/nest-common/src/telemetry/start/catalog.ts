/** First import of services/catalog/src/main.ts: tracing starts before Nest, Express or the MongoDB driver is loaded. */
import { startServiceTracing } from '../index';

startServiceTracing('catalog');
