// The trail against a real database (FerretDB): what the owner reads is what staff did, newest first,
// with before/after and never a secret.
import { Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { testDatabaseUri } from '@rmj/test-db';
import { createServiceApp } from '../bootstrap';
import { serviceConfigSchema } from '../config';
import { CoreModule } from '../core.module';
import { StaffAuditModule, StaffAuditTrail } from './staff-audit-trail';

const uri = new URL(testDatabaseUri('staff-audit'));
const config = serviceConfigSchema({ service: 'shop', port: 1 }).parse({
  LOG_LEVEL: 'silent',
  MONGODB_URI: `mongodb://${uri.host}`,
  MONGODB_DB: uri.pathname.slice(1),
});

@Module({ imports: [CoreModule.forRoot({ service: 'shop', config }), StaffAuditModule.forArea('catalogue')] })
class TrailModule {}

const owner = { sub: 'st-1', email: 'owner@rmj.in', firstName: 'Ravi', sid: 's1', role: 'owner' as const };
const staff = { id: 'st-2', email: 'meena@rmj.in', role: 'staff' as const };

describe('StaffAuditTrail (FerretDB)', () => {
  let app: NestExpressApplication;
  let trail: StaffAuditTrail;
  beforeAll(async () => {
    app = await createServiceApp(TrailModule, config);
    await app.init();
    trail = app.get(StaffAuditTrail);
  });
  afterAll(() => app.close());

  it('keeps who, when, what and the values before and after, without secrets', async () => {
    const entry = await trail.record({
      actor: owner,
      action: 'product.updated',
      target: { type: 'product', id: 'p1', label: 'Silver ring' },
      before: { price: 2900, passwordHash: 'x' },
      after: { price: 3100, totpSecret: 'y' },
    });
    expect(entry).toMatchObject({
      area: 'catalogue',
      actor: { id: 'st-1', email: 'owner@rmj.in', role: 'owner' },
      action: 'product.updated',
      target: { id: 'p1', label: 'Silver ring' },
      before: { price: 2900 },
      after: { price: 3100 },
    });
    expect(entry.before).not.toHaveProperty('passwordHash');
    expect(entry.after).not.toHaveProperty('totpSecret');
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
  });

  it('reads newest first, by who and by action, a page at a time', async () => {
    for (let i = 0; i < 4; i++) {
      await trail.record({ actor: staff, action: 'product.published', target: { type: 'product', id: `q${i}` } });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const first = await trail.page({ actorId: 'st-2', limit: '3' });
    expect(first.entries.map((e) => e.target?.id)).toEqual(['q3', 'q2', 'q1']);
    expect(first.nextBefore).toBeDefined();
    const second = await trail.page({ actorId: 'st-2', limit: '3', before: first.nextBefore });
    expect(second.entries.map((e) => e.target?.id)).toEqual(['q0']);
    expect(second.nextBefore).toBeUndefined();
    expect((await trail.page({ action: 'product.updated' })).entries).toHaveLength(1);
    // As an endpoint's validation leaves it (limit already a number).
    expect((await trail.page({ actorId: 'st-2', limit: 2 })).entries).toHaveLength(2);
    await expect(trail.page({ limit: '500' })).rejects.toThrow(/1 to 100/);
  });

  it('filters by an action whose name has a hyphen, and answers bad filters as 400s', async () => {
    await trail.record({ actor: staff, action: 'product.price-approved', target: { type: 'product', id: 'h1' } });
    expect((await trail.page({ action: 'product.price-approved' })).entries.map((e) => e.target?.id)).toEqual(['h1']);
    await expect(trail.page({ action: 'Product.*' })).rejects.toMatchObject({ status: 400 });
  });
});
