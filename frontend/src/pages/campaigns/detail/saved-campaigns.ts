import { useCallback, useSyncExternalStore } from 'react';

/** Campaigns bookmarked on this device (localStorage 'savedCampaigns': a JSON list of campaign ids). */
export const SAVED_CAMPAIGNS_KEY = 'savedCampaigns';

const listeners = new Set<() => void>();

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SAVED_CAMPAIGNS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(ids: string[]): boolean {
  try {
    localStorage.setItem(SAVED_CAMPAIGNS_KEY, JSON.stringify(ids));
    listeners.forEach((listener) => listener());
    return true;
  } catch {
    return false; // private mode or storage full
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_CAMPAIGNS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether this campaign is saved on this device, and a toggle that reports whether storing worked. */
export function useSavedCampaign(id: string): { saved: boolean; toggle: () => { saved: boolean; stored: boolean } } {
  const saved = useSyncExternalStore(
    subscribe,
    () => read().includes(id),
    () => false,
  );
  const toggle = useCallback(() => {
    const ids = read();
    const next = ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
    return { saved: next.includes(id), stored: write(next) };
  }, [id]);
  return { saved, toggle };
}
