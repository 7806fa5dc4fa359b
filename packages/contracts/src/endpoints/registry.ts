// The registry: every endpoint of the shop's API, by name. One object per endpoint; everything else
// (routes and guards in the services, their OpenAPI documents, the gateway's tables, the browser's
// calls) is derived from it.
import { catalogAdminEndpoints } from './catalog-admin.endpoints';
import { catalogEndpoints } from './catalog.endpoints';
import { customersEndpoints } from './customers.endpoints';
import type { ApiServiceName, EndpointContract } from './define';
import { draftOrdersEndpoints } from './draft-orders.endpoints';
import { erasureEndpoints } from './erasure.endpoints';
import { fulfilmentEndpoints } from './fulfilment.endpoints';
import { grievanceEndpoints } from './grievance.endpoints';
import { identityEndpoints } from './identity.endpoints';
import { metalRatesEndpoints } from './metal-rates.endpoints';
import { oldGoldEndpoints } from './old-gold.endpoints';
import { ordersEndpoints } from './orders.endpoints';
import { reportsEndpoints } from './reports.endpoints';
import { returnsEndpoints } from './returns.endpoints';
import { staffEndpoints } from './staff.endpoints';

export {
  catalogAdminEndpoints,
  catalogEndpoints,
  customersEndpoints,
  draftOrdersEndpoints,
  erasureEndpoints,
  fulfilmentEndpoints,
  grievanceEndpoints,
  identityEndpoints,
  metalRatesEndpoints,
  oldGoldEndpoints,
  ordersEndpoints,
  reportsEndpoints,
  returnsEndpoints,
  staffEndpoints,
};

/** Every endpoint, by name. */
export const ENDPOINTS = {
  ...catalogEndpoints,
  ...catalogAdminEndpoints,
  ...metalRatesEndpoints,
  ...oldGoldEndpoints,
  ...ordersEndpoints,
  ...fulfilmentEndpoints,
  ...returnsEndpoints,
  ...grievanceEndpoints,
  ...identityEndpoints,
  ...staffEndpoints,
  ...erasureEndpoints,
  ...customersEndpoints,
  ...draftOrdersEndpoints,
  ...reportsEndpoints,
};
export type EndpointName = keyof typeof ENDPOINTS;

/** Every endpoint a service serves, in the registry's order. */
export function endpointsOf(service: ApiServiceName): EndpointContract[] {
  return Object.values<EndpointContract>(ENDPOINTS).filter((endpoint) => endpoint.service === service);
}

/** The name of an endpoint in the registry (for messages), or undefined for an unknown object. */
export function endpointName(endpoint: EndpointContract): EndpointName | undefined {
  return (Object.keys(ENDPOINTS) as EndpointName[]).find((name) => ENDPOINTS[name] === endpoint);
}

/** How each service's OpenAPI document introduces it. */
export const API_SERVICE_DOCS: Record<ApiServiceName, { title: string; version: string; description: string }> = {
  catalog: {
    title: 'RMJ catalog',
    version: '1.0.0',
    description: 'Products, listings, search, contact messages and customisation files. Generated from @rmj/contracts.',
  },
  orders: {
    title: 'RMJ orders',
    version: '1.0.0',
    description: 'Pricing, payment, order records and tracking. Generated from @rmj/contracts.',
  },
  identity: {
    title: 'RMJ identity',
    version: '1.0.0',
    description: 'Login, two-step registration, password reset and sessions. Generated from @rmj/contracts.',
  },
};
