import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms` (search boxes ask the server after a pause in typing). */
export function useDebounced<T>(value: T, ms = 350): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
