/**
 * Validates a bound handler's whole `@Body()` and `@Query()` with its contract's schemas (a missing
 * body or query is `{}`), with the same single clear message as `ZodValidationPipe`. Anything else
 * (a named field, a path parameter, an upload) passes through untouched.
 */
import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import type { EndpointContract } from '@rmj/contracts';
import { parseWith } from '../validation';

export class ContractValidationPipe implements PipeTransform {
  /** True when the contract has a query schema, or a body schema the binder checks. */
  static validates(contract: EndpointContract): boolean {
    return Boolean(contract.query || ContractValidationPipe.bodySchema(contract));
  }

  private static bodySchema(contract: EndpointContract) {
    return contract.bodyValidation === 'handler' ? undefined : contract.body;
  }

  constructor(private readonly contract: EndpointContract) {}

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.data !== undefined) return value;
    const body = ContractValidationPipe.bodySchema(this.contract);
    if (metadata.type === 'body' && body) return parseWith(body, value ?? {});
    if (metadata.type === 'query' && this.contract.query) return parseWith(this.contract.query, value ?? {});
    return value;
  }
}
