import { Input } from 'antd';

interface DollarInputProps {
  id: string;
  /** The field's label; `hiddenLabel` keeps it for screen readers only (a fund's name already says it). */
  label: string;
  hiddenLabel?: boolean;
  value: string;
  /** What is wrong with it, under it (and named by the input); null when nothing is. */
  problem: string | null | undefined;
  min: number;
  placeholder: string;
  onChange(text: string): void;
  onFocus?(): void;
}

/** A dollar amount typed by a person (a custom gift, a custom tip, a fund's part): $ prefix, cents, its error below. */
export function DollarInput({ id, label, hiddenLabel = false, value, problem, min, placeholder, onChange, onFocus }: DollarInputProps) {
  const errorId = `${id}-error`;
  return (
    <div className="fc-field fc-checkout__custom">
      <label htmlFor={id} className={hiddenLabel ? 'fc-sr-only' : 'fc-field__label'}>
        {label}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        step={0.01}
        size="large"
        prefix="$"
        placeholder={placeholder}
        value={value}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onFocus={onFocus}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <p id={errorId} className="fc-field__error">
          {problem}
        </p>
      )}
    </div>
  );
}
