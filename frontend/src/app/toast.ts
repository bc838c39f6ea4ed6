import type { ReactNode } from 'react';

/** 'destructive' is the error style (spec section 8); toasts are "title / text" pairs, one at a time. */
export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
}

interface Host {
  show(input: ToastInput): void;
  dismissAll(): void;
}

// The antd notification host is loaded on the first toast, so pages that never toast never download it.
let host: Host | null = null;
let pending: ToastInput | null = null;
let demanded = false;
const demandListeners = new Set<() => void>();

export function toast(input: ToastInput): void {
  if (host) {
    host.show(input);
    return;
  }
  pending = input; // one at a time: a newer toast replaces one still waiting for the host
  if (!demanded) {
    demanded = true;
    demandListeners.forEach((listener) => listener());
  }
}

export function subscribeToToastDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}

export function isToastDemanded(): boolean {
  return demanded;
}

/**
 * Takes every toast off the screen (and one still waiting for the host): for a screen that moves on to its
 * next step, so an earlier step's error never sits over the next one.
 */
export function dismissToasts(): void {
  pending = null;
  host?.dismissAll();
}

/** Called by the mounted host; delivers what was waiting. Returns the detach function. */
export function attachToastHost(attached: Host): () => void {
  host = attached;
  if (pending) {
    attached.show(pending);
    pending = null;
  }
  return () => {
    if (host === attached) host = null;
  };
}
