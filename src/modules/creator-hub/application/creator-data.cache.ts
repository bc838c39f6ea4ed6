/** Platform data kept in PostgreSQL with the time it was fetched; reads come from here. */
export interface CachedEntry<T> {
  key: string;
  payload: T;
  fetchedAt: Date;
  source: 'live' | 'sample';
}

export interface CreatorDataCache {
  get<T>(key: string): Promise<CachedEntry<T> | null>;
  put<T>(key: string, payload: T, source: 'live' | 'sample'): Promise<CachedEntry<T>>;
  recordFailure(key: string, error: string): Promise<void>;
  keys(): Promise<string[]>;
  /** True for the one caller that takes this run of the job (a lease in the database). */
  claimJobRun(job: string, everySeconds: number): Promise<boolean>;
}
export const CREATOR_DATA_CACHE = Symbol('CreatorDataCache');
