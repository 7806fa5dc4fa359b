/** Every error answer of the orders service carries `success: false` and one `message` to show (spec section 7 shapes). */
import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';

@Catch()
export class OrdersErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Orders');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const message =
        typeof body === 'string'
          ? body
          : Array.isArray(fields.message)
            ? String(fields.message[0])
            : String(fields.message ?? exception.message);
      res.status(status).json({ ...fields, statusCode: status, success: false, message });
      return;
    }
    this.logger.error({
      msg: 'unhandled error',
      err: exception instanceof Error ? exception.stack : String(exception),
    });
    res
      .status(HttpStatus.INTERNAL_SERVER_ERROR)
      .json({ statusCode: 500, success: false, message: 'Something went wrong on our side. Please try again.' });
  }
}
