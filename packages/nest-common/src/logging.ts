/** Structured JSON logs (pino) with a request id taken from the gateway's x-request-id, or made here. */
import { redactFileUrl } from '@rmj/contracts';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Accepts a caller's id only if it looks like one (no log injection). */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && /^[A-Za-z0-9._-]{1,128}$/.test(given) ? given : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** A request as its log line shows it: a customer's file address becomes /api/files/:id. */
export function requestLogView(req: { method: string; url: string; id: string }) {
  return { method: req.method, url: redactFileUrl(req.url), id: req.id };
}

export function loggerModule(service: string, level: string) {
  return LoggerModule.forRoot({
    pinoHttp: {
      level,
      base: { service },
      genReqId: requestIdOf,
      customAttributeKeys: { reqId: 'requestId' },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.newPassword'],
      autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/health') },
      serializers: {
        req: requestLogView,
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
  });
}
