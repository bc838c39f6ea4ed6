import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, type Agent } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Shape checks happen once, at the edge: every invalid field is named in one 400. */
describe('business profile validation', () => {
  let t: TestApp;
  let member: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    member = (await signUp(t)).agent;
  });
  afterAll(() => t?.close());

  it('a create with several invalid fields gets one 400 naming each field, the first in the form’s order as its message', async () => {
    const res = await member.post('/api/business-profiles').send({
      companyName: 'G',
      industry: 'Astrology',
      description: 'Too short',
      location: 'Nashville, TN',
      email: 'not-an-email',
      website: 'javascript:alert(1)',
      logo: 'ftp://example.org/logo.png',
      services: Array.from({ length: 21 }, (_, i) => `Service ${i + 1}`),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Company name must be at least 2 characters');
    expect(res.body.errors).toEqual({
      companyName: ['Company name must be at least 2 characters'],
      industry: ['Please select an industry'],
      description: ['Description must be at least 10 characters'],
      location: ['Location must include City, State, Country (e.g., Los Angeles, CA, USA)'],
      email: ['Please enter a valid email address'],
      website: ['Please enter a valid website address (https://...)'],
      logo: ['Please use an uploaded logo or a valid https URL'],
      services: ['You can list at most 20 services'],
    });
    await member.get('/api/user/business-profile').expect(204);
  });

  it('an empty body names the four required fields, location with its "missing" message', async () => {
    const res = await member.post('/api/business-profiles').send({});
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['companyName', 'industry', 'description', 'location']);
    expect(res.body.errors.location).toEqual(['Please enter location in format: City, State, Country']);
  });

  it('an update with several invalid fields names each of them and changes nothing', async () => {
    const created = await member
      .post('/api/business-profiles')
      .send({ companyName: 'Grace Web Studio', industry: 'Technology', description: 'Websites and apps for churches.', location: 'Nashville, TN, USA', website: 'grace.example' })
      .expect(201);
    expect(created.body.website).toBe('https://grace.example');
    const res = await member.put(`/api/business-profiles/${created.body.id}`).send({ companyName: null, location: '', email: 'x@' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      companyName: ['Company name must be at least 2 characters'],
      location: ['Please enter location in format: City, State, Country'],
      email: ['Please enter a valid email address'],
    });
    const mine = await member.get('/api/user/business-profile').expect(200);
    expect(mine.body).toMatchObject({ companyName: 'Grace Web Studio', location: 'Nashville, TN, USA', email: null });
  });
});
