import type { ReactNode } from 'react';

/** 'destructive' is the error style (spec section 8); toasts are "title / text" pairs, one at a time. */
export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
}

type Deliver = (input: ToastInput) => void;

// The antd notification host is loaded on the first toast, so pages that never toast never download it.
let deliver: Deliver | null = null;
let pending: ToastInput | null = null;
let demanded = false;
const demandListeners = new Set<() => void>();

export function toast(input: ToastInput): void {
  if (deliver) {
    deliver(input);
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

/** Called by the mounted host; delivers what was waiting. Returns the detach function. */
export function attachToastHost(host: Deliver): () => void {
  deliver = host;
  if (pending) {
    host(pending);
    pending = null;
  }
  return () => {
    if (deliver === host) deliver = null;
  };
}
