// The first owner's set-up code: issued once at start while no staff member exists, by one replica
// even when several start at once on an empty database; issued again at a start once expired or
// spent; never once an owner exists (real FerretDB, real mail catchers).
import { Logger } from '@nestjs/common';
import { testDatabaseUri } from '@rmj/test-db';
import { createTestApp, mailsTo, type TestApp } from '../testing/test-app';
import { LIMITS } from '../security/rate-limits';
import { OwnerBootstrapService } from './owner-bootstrap.service';
import { api, OWNER, setUpMember, STAFF_PASSWORD, StaffClock, staffModels } from '../testing/staff';

const ownerMails = async (apps: TestApp[]) => (await Promise.all(apps.map((app) => mailsTo(app.mail, OWNER)))).flat();

describe("the first owner's set-up code (FerretDB)", () => {
  const started: TestApp[] = [];
  const db = new URL(testDatabaseUri('owner_bootstrap')).pathname.slice(1);
  const start = async (env: Record<string, string> = {}) => {
    const app = await createTestApp('owner_bootstrap', { MONGODB_DB: db, ...env });
    started.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of started) await app.close();
  });

  it('is issued by one of two replicas starting at once on an empty database, and says where to go', async () => {
    const log = jest.spyOn(Logger.prototype, 'log');
    const [one, two] = await Promise.all([start(), start()]);
    const mails = await ownerMails([one, two]);
    expect(mails).toHaveLength(1);
    expect(await staffModels(one).invitations.countDocuments({ email: OWNER })).toBe(1);
    expect(log).toHaveBeenCalledWith(
      'Owner set-up: open http://localhost:8080/admin/setup?for=owner and enter the code sent to owner@rmj.local',
    );
    log.mockRestore();
  });

  it('is issued once when many starts race on an empty staff list', async () => {
    const [one, two] = started;
    await staffModels(one).invitations.deleteMany({});
    const before = (await ownerMails(started)).length;
    const issued = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? one : two).app.get(OwnerBootstrapService).ensureOwnerCode()),
    );
    expect(issued.filter(Boolean)).toHaveLength(1);
    expect(await ownerMails(started)).toHaveLength(before + 1);
    expect(await staffModels(one).invitations.countDocuments({ email: OWNER })).toBe(1);
  });

  it('is left alone while valid, and issued again at a start once expired', async () => {
    const invitations = staffModels(started[0]).invitations;
    const before = await invitations.findOne({ email: OWNER }).lean();
    const third = await start();
    expect(await ownerMails([third])).toHaveLength(0);
    expect((await invitations.findOne({ email: OWNER }).lean())?.issueId).toBe(before?.issueId);

    await invitations.updateOne({ email: OWNER }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const [fourth, fifth] = await Promise.all([start(), start()]);
    expect(await ownerMails([fourth, fifth])).toHaveLength(1);
    const renewed = await invitations.findOne({ email: OWNER }).lean();
    expect(renewed?.issueId).not.toBe(before?.issueId);
    expect(renewed!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
  });

  it('is issued again at a start once its fifty wrong tries (from any addresses) spent it', async () => {
    const invitations = staffModels(started[0]).invitations;
    const spent = await invitations.findOne({ email: OWNER }).lean();
    const http = api(started[0]);
    const total = LIMITS.setupTriesPerCode.max;
    // Each try from a new address (api() sends a fresh x-forwarded-for): only the total voids it.
    for (let i = 0; i < total; i++)
      await http
        .post('/api/admin/auth/setup', { email: OWNER, code: '000000', name: 'Ravi Varma', password: STAFF_PASSWORD })
        .expect(i < total - 1 ? 400 : 429);
    expect((await mailsTo(started[0].mail, OWNER)).filter((m) => /was stopped/.test(m.subject))).toHaveLength(1);
    const next = await start();
    expect(await ownerMails([next])).toHaveLength(1);
    expect((await invitations.findOne({ email: OWNER }).lean())?.issueId).not.toBe(spent?.issueId);
  });

  it('keeps no code when the mail cannot be sent, and the next start sends one', async () => {
    const invitations = staffModels(started[0]).invitations;
    await invitations.updateOne({ email: OWNER }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await start({ SMTP_URL: 'smtp://127.0.0.1:1' });
    expect(await invitations.countDocuments()).toBe(0);
    const next = await start();
    expect(await ownerMails([next])).toHaveLength(1);
  });

  it('is not issued once a staff member exists', async () => {
    const app = started[started.length - 1];
    await setUpMember(app, new StaffClock(app), OWNER);
    await staffModels(app).invitations.deleteMany({});
    const later = await start();
    expect(await ownerMails([later])).toHaveLength(0);
    expect(await staffModels(later).invitations.countDocuments()).toBe(0);
  });
});
