import { DesktopIcon, MoonIcon, SunIcon } from '../components/shell-icons';
import { useId } from 'react';
import { useThemeMode, type ThemeMode } from '../app/theme';

const options = [
  { value: 'light', label: 'Light', Icon: SunIcon },
  { value: 'dark', label: 'Dark', Icon: MoonIcon },
  { value: 'system', label: 'System', Icon: DesktopIcon },
] as const;

/**
 * Light / dark / system, remembered in localStorage under 'theme'. Native radio buttons, so arrow keys,
 * Tab and screen readers behave as people expect.
 */
export function ThemeSwitch({ showLabels = false }: { showLabels?: boolean }) {
  const { mode, setMode } = useThemeMode();
  const name = useId();
  return (
    <fieldset className="fc-theme-switch">
      <legend className="fc-sr-only">Color theme</legend>
      {options.map(({ value, label, Icon }) => (
        <label key={value} className="fc-theme-switch__option" title={`${label} theme`}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={mode === value}
            onChange={() => setMode(value as ThemeMode)}
          />
          <span className="fc-theme-switch__face">
            <Icon aria-hidden="true" />
            <span className={showLabels ? undefined : 'fc-sr-only'}>{label}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
