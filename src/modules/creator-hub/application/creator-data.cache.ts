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
}
export const CREATOR_DATA_CACHE = Symbol('CreatorDataCache');
