/**
 * A service's OpenAPI document, derived from its contracts in @rmj/contracts: each contract
 * becomes one operation per concrete path, its error statuses answer the shared error body, and a
 * call that needs a login also documents 401 (no valid token, or its session ended) and 503
 * (identity cannot check the session); `staff` adds 403.
 */
import {
  API_SERVICE_DOCS,
  apiErrorResponseSchema,
  concretePaths,
  endpointsOf,
  needsLogin,
  type ApiServiceName,
  type EndpointContract,
  type ResponseSpec,
} from '@rmj/contracts';
import { buildOpenApiDocument, type ApiEndpoint, type OpenApiDocument } from './openapi-document';

/** The operations of one contract (several when a path parameter lists its values). */
export function apiEndpointsOf(contract: EndpointContract): ApiEndpoint[] {
  const responses: Record<number, ResponseSpec> = { ...contract.responses };
  const errors = [...(contract.errors ?? [])];
  if (needsLogin(contract)) errors.push(401, 503);
  if (contract.access === 'staff') errors.push(403);
  for (const status of errors) responses[status] = apiErrorResponseSchema;
  const described = Object.entries(contract.params ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const listed = Object.keys(contract.params ?? {}).filter((name) => typeof contract.params?.[name] !== 'string');
  return concretePaths(contract).map((path) => {
    // A listed parameter's value is the path segment where `:name` was.
    const segments = path.split('/');
    const template = contract.path.split('/');
    const summary = listed.reduce(
      (text, name) => text.replaceAll(`{${name}}`, segments[template.indexOf(`:${name}`)] ?? name),
      contract.summary,
    );
    return {
      method: contract.method.toLowerCase() as ApiEndpoint['method'],
      path,
      summary,
      ...(contract.description ? { description: contract.description } : {}),
      ...(contract.tag ? { tag: contract.tag } : {}),
      ...(contract.body ? { request: contract.body, requestOptional: contract.body.safeParse({}).success } : {}),
      ...(contract.multipart
        ? {
            multipartFile: {
              field: contract.multipart.field,
              description: contract.multipart.description,
              contentTypes: contract.multipart.contentTypes,
            },
          }
        : {}),
      ...(contract.query ? { query: contract.query } : {}),
      ...(described.length ? { params: Object.fromEntries(described) } : {}),
      responses,
      public: !needsLogin(contract) && contract.access !== 'token',
      optionalAuth: contract.access === 'optional-login',
      internal: contract.access === 'internal',
    };
  });
}

/** The OpenAPI 3.1 document of a service, from the registry. */
export function serviceOpenApi(service: ApiServiceName): OpenApiDocument {
  return buildOpenApiDocument(API_SERVICE_DOCS[service], endpointsOf(service).flatMap(apiEndpointsOf));
}
