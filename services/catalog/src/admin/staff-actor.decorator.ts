import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AccessClaims, AuthedRequest } from '@rmj/nest-common';

/**
 * The signed-in staff member of a `staff` endpoint (the guard has checked the token, its session and
 * that its role is admitted), for the audit trail and the price rule.
 */
export const StaffActor = createParamDecorator(
  (_: unknown, context: ExecutionContext): AccessClaims =>
    context.switchToHttp().getRequest<AuthedRequest>().user as AccessClaims,
);
