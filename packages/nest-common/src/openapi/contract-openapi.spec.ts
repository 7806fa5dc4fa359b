/* eslint-disable @typescript-eslint/no-explicit-any -- reading the generated JSON document */
import { ENDPOINTS } from '@rmj/contracts';
import { documentedRoutes, openApiProblems } from './openapi-check';
import { apiEndpointsOf, serviceOpenApi } from './contract-openapi';

describe('serviceOpenApi (documents from the endpoint contracts)', () => {
  it.each(['catalog', 'orders', 'identity'] as const)('writes a valid document for %s', (service) => {
    expect(openApiProblems(serviceOpenApi(service))).toEqual([]);
  });

  it('lists one operation per concrete path, a listed parameter named in its summary', () => {
    const catalog = serviceOpenApi('catalog');
    const routes = documentedRoutes(catalog);
    expect(routes).toEqual(expect.arrayContaining(['get /api/women-rings', 'get /api/kids-pendants']));
    expect(routes).not.toContain('get /api/{listing}');
    expect((catalog.paths['/api/men-bracelets'].get as any).summary).toBe('Customisable men-bracelets');
    expect((catalog.paths['/internal/files/claims'].post as any)['x-internal']).toBe(true);
  });

  it('documents who may call: login calls need the token and answer 401 and 503, a token call shows the token', () => {
    const orders = serviceOpenApi('orders');
    const mine = orders.paths['/api/orders/mine'].get as any;
    expect(mine.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(mine.responses)).toEqual(['200', '401', '503']);
    expect((orders.paths['/api/track-order/{orderNumber}'].get as any).security).toEqual([{}, { bearerAuth: [] }]);
    expect((orders.paths['/api/payments/webhook'].post as any).security).toEqual([]);
    const logout = serviceOpenApi('identity').paths['/api/logout'].post as any;
    expect(logout.security).toEqual([{ bearerAuth: [] }]);
  });

  it('marks a body that may be left out as not required', () => {
    expect(apiEndpointsOf(ENDPOINTS.logout)[0]).toMatchObject({ requestOptional: true });
    expect(apiEndpointsOf(ENDPOINTS.login)[0]).toMatchObject({ requestOptional: false });
    const login = serviceOpenApi('identity').paths['/api/login'].post as any;
    expect(login.requestBody.required).toBe(true);
  });

  it('adds 403 to a staff contract', () => {
    const staff = { ...ENDPOINTS.myOrders, access: 'staff' as const };
    expect(Object.keys(apiEndpointsOf(staff)[0].responses)).toEqual(['200', '401', '403', '503']);
  });
});
