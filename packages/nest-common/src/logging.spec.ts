import { requestLogView } from './logging';

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
