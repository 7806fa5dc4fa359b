// Every service is built by createServiceApp, so a malformed percent escape anywhere in the address
// must come back as a 400 with a clear message from it, never a 500 from a parser or handler.
import { Controller, Get, Module, Param, Query } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MALFORMED_URL_MESSAGE } from '@rmj/contracts';
import request from 'supertest';
import { createServiceApp } from './bootstrap';
import { serviceConfigSchema } from './config';
import { CoreModule } from './core.module';

@Controller('api')
class EchoController {
  @Get('track-order/:orderId')
  track(@Param('orderId') orderId: string) {
    return { orderId };
  }

  @Get('search')
  search(@Query('q') q: string) {
    return { q };
  }
}

const config = serviceConfigSchema({ service: 'echo', port: 1 }).parse({ LOG_LEVEL: 'silent' });

@Module({ imports: [CoreModule.forRoot({ service: 'echo', config, database: false })], controllers: [EchoController] })
class EchoModule {}

describe('malformed percent escapes (any service)', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createServiceApp(EchoModule, config);
    await app.init();
  });
  afterAll(() => app.close());

  it.each([
    '/api/search?q=%',
    '/api/search?q=%E0%A4%A',
    '/api/search?minPrice=%E0',
    '/api/search?q=ring&%ZZ=1',
    '/api/track-order/%E0%A4%A',
    '/API/search?q=%',
    '/api/nothing-here/%',
    '/health/live?x=%C3',
  ])('%s answers 400 with a clear message', async (url) => {
    const res = await request(app.getHttpServer()).get(url);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: MALFORMED_URL_MESSAGE });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a page address opened in a browser gets the sentence as text', async () => {
    const res = await request(app.getHttpServer()).get('/category/%E0%A4%A').set('Accept', 'text/html');
    expect(res.status).toBe(400);
    expect(res.text).toBe(MALFORMED_URL_MESSAGE);
  });

  it('well-formed escapes, Hindi included, still reach the handler', async () => {
    expect((await request(app.getHttpServer()).get('/api/search?q=%E0%A4%85%20ring')).body).toEqual({ q: 'अ ring' });
    expect((await request(app.getHttpServer()).get('/api/track-order/RMJ-0123456789')).body).toEqual({
      orderId: 'RMJ-0123456789',
    });
    expect((await request(app.getHttpServer()).get('/api/search?q=100%25')).body).toEqual({ q: '100%' });
  });
});
