import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export interface ErrorAnnouncer {
  /** Reads these messages out now (screen readers), even when they are the same as last time. */
  announce(messages: readonly string[]): void;
  /** The live region: render it once, where the form is; it is on the page (empty) before anything goes wrong. */
  region: ReactNode;
}

/**
 * A form's errors, spoken. antd shows field errors under their fields without a live region, and a toast's
 * region is created with its text, which screen readers may not read; this region exists from the start and
 * only its text changes, so "Please enter your card number." is heard when Pay is pressed.
 */
export function useErrorAnnouncer(): ErrorAnnouncer {
  const [text, setText] = useState('');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const announce = useCallback((messages: readonly string[]) => {
    const unique = [...new Set(messages.map((message) => message.trim()).filter(Boolean))];
    window.clearTimeout(timer.current);
    setText('');
    if (unique.length === 0) return;
    // Emptied first, filled a moment later: a change the screen reader notices even for the same words.
    timer.current = window.setTimeout(() => {
      const joined = unique.map((message) => (/[.!?]$/.test(message) ? message : `${message}.`)).join(' ');
      setText(unique.length === 1 ? joined : `${unique.length} problems: ${joined}`);
    }, 50);
  }, []);

  const region = (
    <div className="fc-sr-only" role="alert" aria-atomic="true" data-testid="error-announcer">
      {text}
    </div>
  );
  return { announce, region };
}
