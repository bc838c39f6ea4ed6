import type { ReactNode } from 'react';
import './checkout-parts.css';

interface ChoiceTileProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect(): void;
  children: ReactNode;
  /** A small caption under the main text (e.g. the tip in dollars). */
  caption?: ReactNode;
  /** A badge on the tile (e.g. SUGGESTED). */
  badge?: string;
}

/**
 * One option of a choice group: a real radio button (keyboard arrows, screen readers) drawn as a tile.
 * The radio sits invisibly over the whole tile, so clicking anywhere on it selects it.
 */
export function ChoiceTile({ name, value, checked, onSelect, children, caption, badge }: ChoiceTileProps) {
  return (
    <label className={`fc-tile${checked ? ' is-checked' : ''}`}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onSelect} className="fc-tile__input" />
      <span className="fc-tile__face">
        <span className="fc-tile__main">{children}</span>
        {caption && <span className="fc-tile__caption">{caption}</span>}
        {badge && <span className="fc-tile__badge">{badge}</span>}
      </span>
    </label>
  );
}
