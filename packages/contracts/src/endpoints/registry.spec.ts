import { concretePaths, pathParamNames, successStatus, type EndpointContract } from './define';
import { renderBrowserRoutesModules } from './browser-routes';
import {
  catalogAdminEndpoints,
  catalogEndpoints,
  customersEndpoints,
  draftOrdersEndpoints,
  ENDPOINTS,
  erasureEndpoints,
  endpointName,
  endpointsOf,
  fulfilmentEndpoints,
  grievanceEndpoints,
  identityEndpoints,
  metalRatesEndpoints,
  oldGoldEndpoints,
  ordersEndpoints,
  reportsEndpoints,
  returnsEndpoints,
  staffEndpoints,
} from './registry';
import { ENDPOINT_ROUTES } from './routes';

const all = Object.entries<EndpointContract>(ENDPOINTS);

describe('the endpoint registry', () => {
  it('names every endpoint once across the services', () => {
    const count =
      Object.keys(catalogEndpoints).length +
      Object.keys(catalogAdminEndpoints).length +
      Object.keys(ordersEndpoints).length +
      Object.keys(fulfilmentEndpoints).length +
      Object.keys(grievanceEndpoints).length +
      Object.keys(identityEndpoints).length +
      Object.keys(metalRatesEndpoints).length +
      Object.keys(oldGoldEndpoints).length +
      Object.keys(returnsEndpoints).length +
      Object.keys(staffEndpoints).length +
      Object.keys(erasureEndpoints).length +
      Object.keys(customersEndpoints).length +
      Object.keys(draftOrdersEndpoints).length +
      Object.keys(reportsEndpoints).length;
    expect(Object.keys(ENDPOINTS)).toHaveLength(count);
  });

  it('declares each method and concrete path once', () => {
    const routes = all.flatMap(([, e]) => concretePaths(e).map((path) => `${e.method} ${path}`));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('puts every browser call under /api and every internal one outside it', () => {
    for (const [name, e] of all) {
      expect([name, e.path.startsWith('/api/')]).toEqual([name, e.access !== 'internal']);
    }
  });

  it('describes every path parameter, and only those', () => {
    for (const [name, e] of all) {
      expect([name, Object.keys(e.params ?? {}).sort()]).toEqual([name, pathParamNames(e.path).sort()]);
    }
  });

  it('gives every endpoint a success answer, and error statuses that are errors', () => {
    for (const [name, e] of all) {
      expect([name, successStatus(e)]).toEqual([name, expect.any(Number)]);
      for (const status of e.errors ?? []) expect([name, status >= 400 && status < 600]).toEqual([name, true]);
    }
  });

  it('keeps the gateway classes where they make sense: reads are GETs, multipart has no JSON body', () => {
    for (const [name, e] of all) {
      if (e.limit === 'read') expect([name, e.method]).toEqual([name, 'GET']);
      if (e.multipart) expect([name, e.body]).toEqual([name, undefined]);
    }
  });

  it('serves a listed parameter as one route per value', () => {
    const listings = concretePaths(ENDPOINTS.customListing);
    expect(listings).toHaveLength(9);
    expect(listings).toEqual(expect.arrayContaining(['/api/women-rings', '/api/kids-pendants']));
  });

  it('lists the endpoints of one service in order, and finds names back', () => {
    expect(endpointsOf('identity').map((e) => e.path)).toEqual([
      '/api/login',
      '/api/register',
      '/api/reset-password-request',
      '/api/reset-password-verify',
      '/api/logout',
      '/api/account/addresses',
      '/api/account/addresses',
      '/api/account/addresses/:addressId',
      '/api/account/addresses/:addressId',
      '/api/account',
      '/internal/sessions/:sid',
      '/api/admin/auth/setup',
      '/api/admin/auth/setup/confirm',
      '/api/admin/auth/login',
      '/api/admin/auth/login/verify',
      '/api/admin/auth/logout',
      '/api/admin/staff/me',
      '/api/admin/staff',
      '/api/admin/staff/invitations',
      '/api/admin/staff/invitations/:invitationId',
      '/api/admin/staff/:staffId',
      '/api/admin/staff/audit',
      '/api/admin/customers',
      '/api/admin/customers',
      '/api/admin/customers/:customerId',
      '/api/admin/customers/:customerId',
      '/api/admin/customers/:customerId/notes',
      '/api/admin/customers/:customerId/link-code',
      '/api/admin/customers/:customerId/link',
    ]);
    expect(endpointName(ENDPOINTS.trackOrder)).toBe('trackOrder');
  });

  it('declares the customers: every staff role reads them and their orders, support changes nothing', () => {
    const customers = Object.entries<EndpointContract>(customersEndpoints).map(([name, e]) => [
      name,
      e.service,
      e.method,
      e.access,
      e.roles,
    ]);
    const everyone = ['owner', 'staff', 'support'];
    const editors = ['owner', 'staff'];
    expect(customers).toEqual([
      ['customersList', 'identity', 'GET', 'staff', everyone],
      ['customerCreate', 'identity', 'POST', 'staff', editors],
      ['customerDetail', 'identity', 'GET', 'staff', everyone],
      ['customerUpdate', 'identity', 'PUT', 'staff', editors],
      ['customerAddNote', 'identity', 'POST', 'staff', editors],
      ['customerLinkCode', 'identity', 'POST', 'staff', editors],
      ['customerLink', 'identity', 'POST', 'staff', editors],
      ['customerOrders', 'orders', 'GET', 'staff', everyone],
    ]);
  });

  it('declares the draft orders in the orders service: every staff role reads them, support changes nothing', () => {
    const drafts = Object.entries<EndpointContract>(draftOrdersEndpoints).map(([name, e]) => [
      name,
      e.service,
      e.method,
      e.path,
      e.roles,
    ]);
    const everyone = ['owner', 'staff', 'support'];
    const editors = ['owner', 'staff'];
    expect(drafts).toEqual([
      ['draftOrdersList', 'orders', 'GET', '/api/admin/draft-orders', everyone],
      ['draftOrderCreate', 'orders', 'POST', '/api/admin/draft-orders', editors],
      ['draftOrderDetail', 'orders', 'GET', '/api/admin/draft-orders/:draftId', everyone],
      ['draftOrderUpdate', 'orders', 'PUT', '/api/admin/draft-orders/:draftId', editors],
      ['draftOrderDelete', 'orders', 'DELETE', '/api/admin/draft-orders/:draftId', editors],
      ['draftOrderSend', 'orders', 'POST', '/api/admin/draft-orders/:draftId/send', editors],
      ['orderPaymentRequestCreate', 'orders', 'POST', '/api/admin/orders/:orderNumber/payment-requests', editors],
      [
        'orderPaymentRequestCancel',
        'orders',
        'POST',
        '/api/admin/orders/:orderNumber/payment-requests/:linkId/cancel',
        editors,
      ],
      ['orderBalanceOverride', 'orders', 'POST', '/api/admin/orders/:orderNumber/balance-override', ['owner']],
    ]);
  });

  it("declares the shop's settings once: public subset, the owner's read and save, the services' read", () => {
    const settings = all
      .filter(([, e]) => e.path.endsWith('/settings'))
      .map(([name, e]) => [name, e.method, e.path, e.access, e.roles]);
    expect(settings).toEqual([
      ['shopSettings', 'GET', '/api/settings', 'public', undefined],
      ['internalShopSettings', 'GET', '/internal/settings', 'internal', undefined],
      ['adminSettings', 'GET', '/api/admin/settings', 'staff', ['owner']],
      ['adminUpdateSettings', 'PUT', '/api/admin/settings', 'staff', ['owner']],
    ]);
  });

  it('declares the complaint form (public, rate-limited) and the desk (every role reads, support does not act)', () => {
    const grievances = all
      .filter(([, e]) => e.path.includes('/grievances'))
      .map(([name, e]) => [name, e.method, e.path, e.access, e.limit ?? e.roles]);
    expect(grievances).toEqual([
      ['submitGrievance', 'POST', '/api/grievances', 'public', 'auth'],
      ['adminGrievances', 'GET', '/api/admin/grievances', 'staff', ['owner', 'staff', 'support']],
      ['adminGrievance', 'GET', '/api/admin/grievances/:ticket', 'staff', ['owner', 'staff', 'support']],
      ['adminAcknowledgeGrievance', 'POST', '/api/admin/grievances/:ticket/acknowledge', 'staff', ['owner', 'staff']],
      ['adminResolveGrievance', 'POST', '/api/admin/grievances/:ticket/resolve', 'staff', ['owner', 'staff']],
    ]);
  });
});

describe('ENDPOINT_ROUTES (the browser routes)', () => {
  it('has every endpoint a browser may call, without schemas, and no internal one', () => {
    expect(ENDPOINT_ROUTES.trackOrder).toEqual({
      service: 'orders',
      method: 'GET',
      path: '/api/track-order/:orderNumber',
      access: 'optional-login',
    });
    expect(ENDPOINT_ROUTES.quote).toMatchObject({ access: 'optional-login', takesBody: 'json' });
    expect(ENDPOINT_ROUTES.uploadFile).toMatchObject({ takesBody: 'multipart' });
    expect(ENDPOINT_ROUTES.searchProducts).toMatchObject({ takesQuery: true });
    expect(Object.keys(ENDPOINT_ROUTES)).not.toContain('sessionStatus');
    expect(Object.keys(ENDPOINT_ROUTES)).toHaveLength(all.filter(([, e]) => e.access !== 'internal').length);
  });

  it('is written for bundles as plain data, one named export per route, equal to the derived table', () => {
    const { routes, table } = renderBrowserRoutesModules(ENDPOINT_ROUTES);
    // Only the namespace re-export is an import: the table itself reaches nothing (no schemas, no zod).
    // (An import statement, not the word: /api/admin/catalogue/import is a path in the table.)
    expect(table).not.toMatch(/^[ \t]*import\b|\bimport\(|\brequire\(/m);
    expect(routes).toContain("import * as ENDPOINT_ROUTES from './route-table.js';");
    const names = Object.keys(ENDPOINT_ROUTES);
    const evaluate = new Function(`${table.replace(/^export const /gm, 'const ')}\nreturn { ${names.join(', ')} };`);
    expect(evaluate()).toEqual(ENDPOINT_ROUTES);
  });
});
