import { requestLogView, serviceLogOptions } from './logging';

describe('request log lines', () => {
  it('never show the id of a customer file, only the route', () => {
    const id = 'ab'.repeat(16);
    expect(requestLogView({ method: 'GET', url: `/api/files/${id}`, id: 'r1' })).toEqual({
      method: 'GET',
      url: '/api/files/:id',
      id: 'r1',
    });
    expect(requestLogView({ method: 'GET', url: `/API/files/${id}?download=1`, id: 'r2' }).url).toBe('/api/files/:id');
    expect(requestLogView({ method: 'GET', url: '/api/products/search?q=ring', id: 'r3' }).url).toBe(
      '/api/products/search?q=ring',
    );
  });
});

describe('request logging options', () => {
  it('log each request at info and below, never health probes', () => {
    for (const level of ['trace', 'debug', 'info']) {
      const { autoLogging } = serviceLogOptions('catalog', level);
      expect(autoLogging).toEqual({ ignore: expect.any(Function) });
      const ignore = (autoLogging as { ignore: (req: { url?: string }) => boolean }).ignore;
      expect(ignore({ url: '/health/ready' })).toBe(true);
      expect(ignore({ url: '/api/test' })).toBe(false);
    }
  });

  it('make no per-request line work above info, where no request line would be written', () => {
    for (const level of ['warn', 'error', 'fatal', 'silent']) {
      expect(serviceLogOptions('catalog', level).autoLogging).toBe(false);
    }
  });
});
