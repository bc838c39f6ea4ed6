import { describe, expect, it } from '@jest/globals';
import {
  canGive,
  giftFigures,
  giftPaymentRequest,
  giftReducer,
  initialGiftState,
  type GiftAction,
  type GiftState,
} from '../../../frontend/src/pages/organizations/give/organization-gift-state.js';

const GENERAL = { id: 'f-general', name: 'General Fund' };
const MISSIONS = { id: 'f-missions', name: 'Missions' };
const BUILDING = { id: 'f-building', name: 'Building' };
const FUNDS = [GENERAL, MISSIONS, BUILDING];

const after = (start: GiftState, ...actions: GiftAction[]) => actions.reduce(giftReducer, start);

describe('an organization gift split across funds', () => {
  it('starts with the fund the link names (?fund=), else the first; an unknown fund in the link is ignored', () => {
    expect(initialGiftState(FUNDS, MISSIONS.id).chosen).toEqual([MISSIONS.id]);
    expect(initialGiftState(FUNDS, null).chosen).toEqual([GENERAL.id]);
    expect(initialGiftState(FUNDS, 'someone-elses-fund').chosen).toEqual([GENERAL.id]);
  });

  it('adds each chosen fund’s amount to the gift, a line each in the summary; an unchosen fund counts for nothing', () => {
    const state = after(
      initialGiftState(FUNDS, MISSIONS.id),
      { type: 'fund/amount', fundId: MISSIONS.id, text: '40' },
      { type: 'fund/toggle', fundId: GENERAL.id, chosen: true },
      { type: 'fund/amount', fundId: GENERAL.id, text: '10.50' },
      { type: 'fund/amount', fundId: BUILDING.id, text: '99' },
      { type: 'tip/choose', choice: { kind: 'percent', percent: 15 } },
    );
    const figures = giftFigures(state, FUNDS);
    // In the organization's order of funds, whatever order they were ticked in.
    expect(figures.parts).toEqual([
      { label: 'General Fund', cents: 1050 },
      { label: 'Missions', cents: 4000 },
    ]);
    expect(figures).toMatchObject({ giftCents: 5050, tipCents: 758, totalCents: 5808, tipLabel: 'Tip to Faith Collective (15%)' });
    expect(canGive(figures, false)).toBe(true);
    expect(canGive(figures, true)).toBe(false); // sign-in has not answered yet
  });

  it('sends dollars per fund, the tip and the total; a guest’s details trimmed; monthly when chosen', () => {
    const state = after(
      initialGiftState(FUNDS, null),
      { type: 'fund/amount', fundId: GENERAL.id, text: '25' },
      { type: 'fund/toggle', fundId: BUILDING.id, chosen: true },
      { type: 'fund/amount', fundId: BUILDING.id, text: '12.5' },
      { type: 'tip/choose', choice: { kind: 'custom' } },
      { type: 'tip/custom-text', text: '2' },
      { type: 'frequency', frequency: 'monthly' },
      { type: 'guest/edit', field: 'firstName', value: ' Lois ' },
      { type: 'guest/edit', field: 'lastName', value: 'Derbe' },
      { type: 'guest/edit', field: 'email', value: 'lois@example.org ' },
      { type: 'message', text: '  For the roof  ' },
    );
    const { body, shown } = giftPaymentRequest(state, FUNDS, 'org-1', true);
    expect(body).toEqual({
      organizationId: 'org-1',
      allocations: [
        { fundId: GENERAL.id, amount: 25 },
        { fundId: BUILDING.id, amount: 12.5 },
      ],
      tip: 2,
      amount: 39.5,
      recurring: 'monthly',
      paymentMethod: 'card',
      coverFee: false,
      guestInfo: { firstName: 'Lois', lastName: 'Derbe', email: 'lois@example.org' },
      isAnonymous: false,
      message: 'For the roof',
    });
    expect(shown).toMatchObject({ giftCents: 3750, tipCents: 200, monthly: true });
    expect(giftPaymentRequest(state, FUNDS, 'org-1', false).body.guestInfo).toBeUndefined();
  });

  it('names what is wrong with a fund’s amount, and waits for every chosen fund to have one', () => {
    const start = initialGiftState(FUNDS, null);
    expect(canGive(giftFigures(start, FUNDS), false)).toBe(false); // nothing typed yet: no error, just not ready
    expect(giftFigures(start, FUNDS).fundProblems).toEqual({});

    const tooSmall = after(start, { type: 'fund/amount', fundId: GENERAL.id, text: '0.5' });
    expect(giftFigures(tooSmall, FUNDS).fundProblems).toEqual({ [GENERAL.id]: 'The smallest donation is $1.00' });
    const notDollars = after(start, { type: 'fund/amount', fundId: GENERAL.id, text: '1,000' });
    expect(giftFigures(notDollars, FUNDS).fundProblems[GENERAL.id]).toMatch(/amount in dollars/);

    const secondEmpty = after(start, { type: 'fund/amount', fundId: GENERAL.id, text: '20' }, { type: 'fund/toggle', fundId: MISSIONS.id, chosen: true });
    expect(canGive(giftFigures(secondEmpty, FUNDS), false)).toBe(false);
    const noneChosen = after(start, { type: 'fund/amount', fundId: GENERAL.id, text: '20' }, { type: 'fund/toggle', fundId: GENERAL.id, chosen: false });
    expect(canGive(giftFigures(noneChosen, FUNDS), false)).toBe(false);
    // Chosen again, its amount is still there.
    expect(giftFigures(after(noneChosen, { type: 'fund/toggle', fundId: GENERAL.id, chosen: true }), FUNDS).giftCents).toBe(2000);

    const overLimit = after(
      start,
      { type: 'fund/amount', fundId: GENERAL.id, text: '60000' },
      { type: 'fund/toggle', fundId: MISSIONS.id, chosen: true },
      { type: 'fund/amount', fundId: MISSIONS.id, text: '60000' },
    );
    expect(giftFigures(overLimit, FUNDS).totalProblem).toBe('Online gifts are limited to $100,000. Please contact us for larger gifts.');
    expect(canGive(giftFigures(overLimit, FUNDS), false)).toBe(false);
  });
});
