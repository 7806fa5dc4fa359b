// After tsc: replaces dist/esm/endpoints/routes.js (which imports the whole registry, schemas and
// zod included) with the routes as plain data, one named export each (route-table.js), so a remote's bundle that imports ENDPOINT_ROUTES
// stays free of zod. dist/ (CommonJS, for services and tests) keeps the derived module.
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const dist = join(__dirname, '..', 'dist');
const { ENDPOINT_ROUTES } = require(join(dist, 'endpoints', 'routes.js'));
const { renderBrowserRoutesModules } = require(join(dist, 'endpoints', 'browser-routes.js'));
const modules = renderBrowserRoutesModules(ENDPOINT_ROUTES);
writeFileSync(join(dist, 'esm', 'endpoints', 'routes.js'), modules.routes);
writeFileSync(join(dist, 'esm', 'endpoints', 'route-table.js'), modules.table);
