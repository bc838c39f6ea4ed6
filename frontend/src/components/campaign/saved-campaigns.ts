import { useCallback, useSyncExternalStore } from 'react';
import { toast } from '../../app/toast';

/**
 * Campaigns saved on this device: localStorage 'savedCampaigns', a JSON list of campaign ids, newest last. Nothing
 * is sent to the server until a list is shown (Profile > Saved asks for those ids); it stays until it is cleared.
 */
export const SAVED_CAMPAIGNS_KEY = 'savedCampaigns';

const listeners = new Set<() => void>();
const NONE: readonly string[] = Object.freeze([]);

// useSyncExternalStore needs the same array until the stored text changes.
let lastText: string | null = null;
let lastIds: readonly string[] = NONE;

function read(): readonly string[] {
  let text: string | null;
  try {
    text = localStorage.getItem(SAVED_CAMPAIGNS_KEY);
  } catch {
    return NONE; // storage blocked
  }
  if (text === lastText) return lastIds;
  lastText = text;
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    lastIds = Array.isArray(parsed) ? Object.freeze(parsed.filter((id): id is string => typeof id === 'string')) : NONE;
  } catch {
    lastIds = NONE;
  }
  return lastIds;
}

function write(ids: readonly string[]): boolean {
  try {
    if (ids.length === 0) localStorage.removeItem(SAVED_CAMPAIGNS_KEY);
    else localStorage.setItem(SAVED_CAMPAIGNS_KEY, JSON.stringify(ids));
    listeners.forEach((listener) => listener());
    return true;
  } catch {
    return false; // private mode or storage full
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_CAMPAIGNS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage); // another tab saved or removed one
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The ids saved on this device, newest last (the same array until the list changes). */
export function useSavedCampaignIds(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}

/** Forgets these saved campaigns (e.g. those no longer open to the public). */
export function forgetSavedCampaigns(ids: readonly string[]): boolean {
  const gone = new Set(ids);
  return write(read().filter((id) => !gone.has(id)));
}

/**
 * Whether this campaign is saved on this device, and a toggle that says what happened in a toast ('Saved' /
 * 'Removed', or that this browser does not allow saving). The campaign page's Save button and the heart on
 * a campaign card use it, so both always agree.
 */
export function useSavedCampaign(id: string): { saved: boolean; toggle: () => void } {
  const saved = useSyncExternalStore(
    subscribe,
    () => read().includes(id),
    () => false,
  );
  const toggle = useCallback(() => {
    const ids = read();
    const next = ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
    if (!write(next)) {
      toast({ title: 'Unable to save', description: 'This browser does not allow saving on this device.', variant: 'destructive' });
    } else if (next.includes(id)) {
      toast({ title: 'Saved', description: 'We saved this campaign on this device.', variant: 'success' });
    } else {
      toast({ title: 'Removed', description: 'This campaign is no longer saved on this device.' });
    }
  }, [id]);
  return { saved, toggle };
}
