/**
 * `@Endpoint(ENDPOINTS.trackOrder)` on a handler: binds it to its contract in @rmj/contracts. The
 * route (method and every concrete path), the status of a successful answer, who may call it
 * (read by LoginRequiredGuard) and the validation of its whole `@Body()` and `@Query()` all come
 * from the contract, so none of them is written in the controller. Controllers that use it have
 * no path of their own (`@Controller()`): the contract's path is the full path.
 */
import {
  applyDecorators,
  HttpCode,
  RequestMapping,
  RequestMethod,
  SetMetadata,
  UseGuards,
  UsePipes,
} from '@nestjs/common';
import { concretePaths, needsLogin, successStatus, type EndpointContract } from '@rmj/contracts';
import { InternalServiceGuard } from '../auth/internal-service';
import { PUBLIC_ROUTE } from '../auth/public';
import { ContractValidationPipe } from './contract-validation.pipe';

/** Metadata key: the contract a handler is bound to. */
export const ENDPOINT_CONTRACT = 'rmj:endpointContract';
/** Metadata key: the contract's access (`staff` is checked by LoginRequiredGuard). */
export const ENDPOINT_ACCESS = 'rmj:endpointAccess';
/** Metadata key: a route that is part of running the service (health, API document), not of its API. */
export const OPERATIONAL_ROUTE = 'rmj:operationalRoute';

/** Marks a controller of the service's running (probes, /openapi.json): no contract expected. */
export const Operational = () => SetMetadata(OPERATIONAL_ROUTE, true);

export function Endpoint(contract: EndpointContract): MethodDecorator {
  const decorators = [
    RequestMapping({ method: RequestMethod[contract.method], path: concretePaths(contract) }),
    HttpCode(successStatus(contract)),
    SetMetadata(ENDPOINT_CONTRACT, contract),
    SetMetadata(ENDPOINT_ACCESS, contract.access),
    // Set on every bound handler, false included, so a controller-wide @Public() cannot open a login call.
    SetMetadata(PUBLIC_ROUTE, !needsLogin(contract)),
  ];
  // Service-to-service calls carry the shared service credential, checked before the body is validated.
  if (contract.access === 'internal') decorators.push(UseGuards(InternalServiceGuard));
  if (ContractValidationPipe.validates(contract)) decorators.push(UsePipes(new ContractValidationPipe(contract)));
  return applyDecorators(...decorators);
}
