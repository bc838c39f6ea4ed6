import { ChoiceTile } from './choice-tile';
import type { Frequency } from './donation-math';

/** Give once, or give monthly (charged today, then on this day every month until stopped). */
export function FrequencyPicker({ frequency, onChoose }: { frequency: Frequency; onChoose(frequency: Frequency): void }) {
  return (
    <fieldset className="fc-checkout__group">
      <legend className="fc-checkout__legend">How often</legend>
      <div className="fc-tiles fc-tiles--two">
        <ChoiceTile name="frequency" value="once" checked={frequency === 'once'} onSelect={() => onChoose('once')}>
          Give once
        </ChoiceTile>
        <ChoiceTile name="frequency" value="monthly" checked={frequency === 'monthly'} onSelect={() => onChoose('monthly')}>
          Give monthly
        </ChoiceTile>
      </div>
      {frequency === 'monthly' && (
        <p className="fc-checkout__hint fc-checkout__hint--tight">
          Charged today, then on this day every month until you stop it. You can stop it at any time from your profile, or with the
          link in your receipt.
        </p>
      )}
    </fieldset>
  );
}
