import type { ReactNode } from 'react';
import './checkout-parts.css';

/** A checkout field: its label, the control, and its error under it (the control names it in aria-describedby). */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="fc-field">
      <label htmlFor={id} className="fc-field__label">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="fc-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
