/**
 * For each service's coverage test: walks the controllers of the real Nest app and compares their
 * handlers with the service's contracts in @rmj/contracts. Every handler must be bound to exactly
 * one contract with `@Endpoint()` (operational routes aside: probes, /openapi.json), serve exactly
 * the contract's routes, and every contract of the service must have exactly one handler. A
 * service with a `login` or `staff` contract must run LoginRequiredGuard as a global guard.
 */
import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import {
  concretePaths,
  endpointName,
  endpointsOf,
  needsLogin,
  type ApiServiceName,
  type EndpointContract,
} from '@rmj/contracts';
import { LoginRequiredGuard } from '../auth/login-required.guard';
import { ENDPOINT_CONTRACT, OPERATIONAL_ROUTE } from './endpoint.decorator';

/** One route handler of the app, as its decorators declare it. */
export interface DeclaredHandler {
  /** `Controller.method`. */
  name: string;
  /** `GET /api/track-order/:orderNumber`, one per path, sorted. */
  routes: string[];
  contract?: EndpointContract;
  operational: boolean;
}

const join = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');

const pathsOf = (target: object): string[] => [Reflect.getMetadata(PATH_METADATA, target) ?? ''].flat();

/** Every route handler of every controller the app registered. */
export function declaredHandlers(app: INestApplication): DeclaredHandler[] {
  const handlers: DeclaredHandler[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const proto = controller.prototype as Record<string, unknown>;
      for (const key of Object.getOwnPropertyNames(proto)) {
        const handler = proto[key];
        if (key === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const routes = pathsOf(controller).flatMap((base) =>
          pathsOf(handler).map((path) => `${method} ${join(base, path)}`),
        );
        handlers.push({
          name: `${controller.name}.${key}`,
          routes: [...new Set(routes)].sort(),
          contract: Reflect.getMetadata(ENDPOINT_CONTRACT, handler),
          operational: Boolean(
            Reflect.getMetadata(OPERATIONAL_ROUTE, controller) ?? Reflect.getMetadata(OPERATIONAL_ROUTE, handler),
          ),
        });
      }
    }
  }
  return handlers;
}

/** True when a LoginRequiredGuard (or a subclass) runs as a global guard (APP_GUARD) of the app. */
export function hasLoginGuard(app: INestApplication): boolean {
  for (const module of app.get(ModulesContainer).values()) {
    for (const [token, wrapper] of module.providers) {
      if (String(token).startsWith('APP_GUARD') && wrapper.instance instanceof LoginRequiredGuard) return true;
    }
  }
  return false;
}

const label = (contract: EndpointContract) => endpointName(contract) ?? `${contract.method} ${contract.path}`;
const routesOf = (contract: EndpointContract) =>
  concretePaths(contract)
    .map((p) => `${contract.method} ${p}`)
    .sort();

/** What does not match between the app's handlers and the service's contracts; empty when all do. */
export function endpointCoverageProblems(
  app: INestApplication,
  service: ApiServiceName,
  contracts: readonly EndpointContract[] = endpointsOf(service),
): string[] {
  const problems: string[] = [];
  const handlers = declaredHandlers(app).filter((h) => !h.operational);
  for (const handler of handlers) {
    const { contract } = handler;
    if (!contract) {
      problems.push(`${handler.name} (${handler.routes.join(', ')}) is bound to no contract: add @Endpoint(...)`);
      continue;
    }
    if (contract.service !== service)
      problems.push(`${handler.name} serves ${label(contract)}, a contract of ${contract.service}`);
    if (JSON.stringify(handler.routes) !== JSON.stringify(routesOf(contract)))
      problems.push(
        `${handler.name} serves ${handler.routes.join(', ')}, its contract ${routesOf(contract).join(', ')}`,
      );
  }
  for (const contract of contracts) {
    const bound = handlers.filter((h) => h.contract === contract).map((h) => h.name);
    if (bound.length !== 1)
      problems.push(
        `contract ${label(contract)} has ${bound.length} handlers${bound.length ? `: ${bound.join(', ')}` : ''}`,
      );
  }
  if (contracts.some(needsLogin) && !hasLoginGuard(app))
    problems.push(`${service} has contracts that need a login but no global LoginRequiredGuard (APP_GUARD)`);
  return problems;
}
