import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { signInAsAdmin, signUp, type Agent } from '../../support/http.js';
import { deliverWhereNoRelayRuns, startTestApp, type TestApp } from '../../support/test-app.js';

const valid = {
  title: 'Easter Food Baskets',
  description: 'Food baskets for 120 families in our neighbourhood before Easter Sunday.',
  goal: 2400,
};

/**
 * An end date is the organiser's day: it ends at 23:59:59 where the organiser is, and that day is what
 * everyone is shown (issue 18: an organiser in Los Angeles who picked Mar 31 closed at 4:59 PM, and Berlin saw Apr 1).
 */
describe('campaign end dates in the organiser\'s time zone', () => {
  let t: TestApp;
  let owner: Agent;
  let admin: Agent;
  const visitor = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp();
    owner = (await signUp(t)).agent;
    admin = await signInAsAdmin(t);
  });
  afterAll(() => t?.close());

  it.each([
    ['America/Los_Angeles', '2031-03-31', '2031-04-01T06:59:59.000Z'], // PDT, UTC-7
    ['Europe/Berlin', '2031-03-31', '2031-03-31T21:59:59.000Z'], // CEST, UTC+2
    ['America/Los_Angeles', '2031-01-15', '2031-01-16T07:59:59.000Z'], // PST, UTC-8
    ['America/Los_Angeles', '2031-03-09', '2031-03-10T06:59:59.000Z'], // the day clocks go forward there
    ['Pacific/Auckland', '2031-12-31', '2031-12-31T10:59:59.000Z'], // NZDT, UTC+13
  ])('in %s, %s ends at %s, and everyone is shown that day', async (endTimeZone, endDate, moment) => {
    const created = await owner.post('/api/campaigns').send({ ...valid, endDate, endTimeZone }).expect(201);
    expect(created.body).toMatchObject({ endDate: moment, endDay: endDate, endTimeZone });
    await admin.post(`/api/admin/campaigns/${created.body.id}/approve`).expect(200);
    await deliverWhereNoRelayRuns();
    const seen = await visitor().get(`/api/campaigns/${created.body.id}`).expect(200);
    expect(seen.body).toMatchObject({ endDate: moment, endDay: endDate, endTimeZone });
    const mine = (await owner.get('/api/user/campaigns').expect(200)).body.find((c: { id: string }) => c.id === created.body.id);
    expect(mine).toMatchObject({ endDate: moment, endDay: endDate, endTimeZone });
  });

  it('without a zone a day ends at 23:59:59 UTC, and a date-time is kept as given', async () => {
    const day = await owner.post('/api/campaigns').send({ ...valid, endDate: '2031-06-30' }).expect(201);
    expect(day.body).toMatchObject({ endDate: '2031-06-30T23:59:59.000Z', endDay: '2031-06-30', endTimeZone: 'UTC' });
    const moment = await owner.post('/api/campaigns').send({ ...valid, endDate: '2031-06-30T18:00:00.000Z', endTimeZone: 'Asia/Tokyo' }).expect(201);
    expect(moment.body).toMatchObject({ endDate: '2031-06-30T18:00:00.000Z', endDay: '2031-07-01', endTimeZone: 'Asia/Tokyo' });
    const none = await owner.post('/api/campaigns').send(valid).expect(201);
    expect(none.body).toMatchObject({ endDate: null, endDay: null, endTimeZone: null });
  });

  it('refuses a zone that is not one, and a day that does not exist', async () => {
    const zone = await owner.post('/api/campaigns').send({ ...valid, endDate: '2031-03-31', endTimeZone: 'Mars/Olympus_Mons' });
    expect(zone.status).toBe(400);
    expect(JSON.stringify(zone.body)).toContain('Time zone must be an IANA time zone such as America/Los_Angeles');
    const day = await owner.post('/api/campaigns').send({ ...valid, endDate: '2031-02-30', endTimeZone: 'Europe/Berlin' });
    expect(day.status).toBe(400);
    expect(JSON.stringify(day.body)).toContain('End date must be a valid date');
  });
});
