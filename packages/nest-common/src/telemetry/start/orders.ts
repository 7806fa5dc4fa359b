/** First import of services/orders/src/main.ts: tracing starts before Nest, Express or the MongoDB driver is loaded. */
import { startServiceTracing } from '../index';

startServiceTracing('orders');
