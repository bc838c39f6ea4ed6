import { queryOptions } from '@tanstack/react-query';
import { apiWithoutContract, readData } from '../../api/client';
import type { PlatformStatistics } from '../../api/types';

export type { PlatformStatistics };

/** Query keys of the platform figures, by API path. */
export const statisticsKeys = {
  all: ['/api/statistics'] as const,
};

export const statisticsQueries = {
  /** The community figures (members, donations raised, business members, industries); null without data. */
  figures: () =>
    queryOptions({
      queryKey: statisticsKeys.all,
      queryFn: () => readData(apiWithoutContract.GET('/api/statistics')) as Promise<PlatformStatistics | null>,
      meta: { silent: true }, // a failure shows no figures rather than an alarm
    }),
};
