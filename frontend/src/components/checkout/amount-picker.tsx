import { ChoiceTile } from './choice-tile';
import { DollarInput } from './dollar-input';
import { DEFAULT_AMOUNT, PRESET_AMOUNTS, type AmountChoice } from './donation-math';

interface AmountPickerProps {
  /** The preset tiles in dollars, and the one labelled SUGGESTED (the checkout's $10 … $150, $30). */
  presets?: readonly number[];
  suggested?: number | null;
  legend?: string;
  choice: AmountChoice;
  customText: string;
  problem: string | null;
  onChoose(choice: AmountChoice): void;
  /** Typing a custom amount also selects it. */
  onCustomText(text: string): void;
}

/** $10 … $150 presets ($30 preselected, labelled SUGGESTED) and a custom amount (min 1, step 0.01). */
export function AmountPicker({
  presets = PRESET_AMOUNTS,
  suggested = DEFAULT_AMOUNT,
  legend = 'Choose an amount',
  choice,
  customText,
  problem,
  onChoose,
  onCustomText,
}: AmountPickerProps) {
  return (
    <fieldset className="fc-checkout__group">
      <legend className="fc-checkout__legend">{legend}</legend>
      <div className="fc-tiles fc-tiles--amounts">
        {presets.map((dollars) => (
          <ChoiceTile
            key={dollars}
            name="amount"
            value={String(dollars)}
            checked={choice.kind === 'preset' && choice.dollars === dollars}
            onSelect={() => onChoose({ kind: 'preset', dollars })}
            badge={dollars === suggested ? 'SUGGESTED' : undefined}
          >
            ${dollars}
          </ChoiceTile>
        ))}
      </div>
      <DollarInput
        id="fc-custom-amount"
        label="Or enter a custom amount"
        min={1}
        placeholder="Other amount"
        value={customText}
        problem={problem}
        onFocus={() => {
          if (customText.trim() !== '') onChoose({ kind: 'custom' });
        }}
        onChange={onCustomText}
      />
    </fieldset>
  );
}
