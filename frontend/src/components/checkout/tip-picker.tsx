import { formatMoney } from '../../lib/format';
import { ChoiceTile } from './choice-tile';
import { DollarInput } from './dollar-input';
import { PERCENT_TIP_CAP_CENTS, TIP_PERCENTS, percentOf, percentTipCents, type TipChoice } from './donation-math';

interface TipPickerProps {
  choice: TipChoice;
  giftCents: number;
  customText: string;
  problem: string | null;
  onChoose(choice: TipChoice): void;
  onCustomText(text: string): void;
}

/**
 * The optional tip to the platform: 5%, 15%, 25% of the gift (each showing its dollars), No Tip, or a
 * custom amount. Whatever is chosen is repeated on its own line of the summary before the card form.
 */
export function TipPicker({ choice, giftCents, customText, problem, onChoose, onCustomText }: TipPickerProps) {
  return (
    <fieldset className="fc-checkout__group" aria-describedby="fc-tip-hint">
      <legend className="fc-checkout__legend">Add a tip for Faith Collective (optional)</legend>
      <p className="fc-checkout__hint" id="fc-tip-hint">
        Organizers pay a 0% platform fee. Tips keep Faith Collective running and are never required: choose No Tip to
        give only your donation. Percent tips never come to more than {formatMoney(PERCENT_TIP_CAP_CENTS / 100)}.
      </p>
      <div className="fc-tiles fc-tiles--tips">
        {TIP_PERCENTS.map((percent) => (
          <ChoiceTile
            key={percent}
            name="tip"
            value={`${percent}%`}
            checked={choice.kind === 'percent' && choice.percent === percent}
            onSelect={() => onChoose({ kind: 'percent', percent })}
            caption={
              percentOf(giftCents, percent) > PERCENT_TIP_CAP_CENTS
                ? `${formatMoney(percentTipCents(giftCents, percent) / 100)} (max)`
                : formatMoney(percentTipCents(giftCents, percent) / 100)
            }
          >
            {percent}%
          </ChoiceTile>
        ))}
        <ChoiceTile
          name="tip"
          value="none"
          checked={choice.kind === 'none'}
          onSelect={() => onChoose({ kind: 'none' })}
          caption={formatMoney(0)}
        >
          No Tip
        </ChoiceTile>
        <ChoiceTile
          name="tip"
          value="custom"
          checked={choice.kind === 'custom'}
          onSelect={() => onChoose({ kind: 'custom' })}
          caption="Your amount"
        >
          Custom
        </ChoiceTile>
      </div>
      {choice.kind === 'custom' && (
        <DollarInput id="fc-custom-tip" label="Custom tip" min={0} placeholder="0.00" value={customText} problem={problem} onChange={onCustomText} />
      )}
    </fieldset>
  );
}
