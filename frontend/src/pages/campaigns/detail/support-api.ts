import { queryOptions } from '@tanstack/react-query';
import { api, readData, sendData } from '../../../api/client';
import type { components } from '../../../api/schema';

export type PrayerState = components['schemas']['PrayerStateResponse'];
export type WordOfSupport = components['schemas']['WordOfSupportResponse'];

export const supportKeys = {
  prayers: (id: string) => ['/api/campaigns', 'prayers', id] as const,
  words: (id: string) => ['/api/campaigns', 'words-of-support', id] as const,
};

export const supportQueries = {
  /** How many pray for the campaign and whether the viewer does. */
  prayers: (id: string) =>
    queryOptions({
      queryKey: supportKeys.prayers(id),
      queryFn: async (): Promise<PrayerState> =>
        (await readData(api.GET('/api/campaigns/{id}/prayers', { params: { path: { id } } }))) ?? { count: 0, praying: false },
    }),
  /** Messages donors left with their gifts (the organizer also gets the hidden ones). */
  words: (id: string) =>
    queryOptions({
      queryKey: supportKeys.words(id),
      queryFn: async (): Promise<WordOfSupport[]> => {
        const list = await readData(api.GET('/api/campaigns/{id}/words-of-support', { params: { path: { id } } }));
        return Array.isArray(list) ? list : [];
      },
    }),
};

export function togglePrayer(id: string): Promise<PrayerState> {
  return sendData(api.POST('/api/campaigns/{id}/prayers', { params: { path: { id } } }));
}

export function setWordHidden(id: string, donationId: string, hidden: boolean): Promise<WordOfSupport> {
  const params = { params: { path: { id, donationId } } };
  return sendData(
    hidden
      ? api.POST('/api/campaigns/{id}/words-of-support/{donationId}/hide', params)
      : api.POST('/api/campaigns/{id}/words-of-support/{donationId}/unhide', params),
  );
}
