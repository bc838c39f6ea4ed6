import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastDemanded, subscribeToToastDemand } from './toast';

const ToastHost = lazy(() => import('./toast-host'));

/** Mounts the notification host the first time something asks for a toast. */
export function Toaster() {
  const demanded = useSyncExternalStore(subscribeToToastDemand, isToastDemanded, () => false);
  if (!demanded) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
