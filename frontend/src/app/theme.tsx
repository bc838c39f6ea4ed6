import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { usePrefersReducedMotion } from '../lib/use-media';
import { brand, darkTokens, lightTokens } from './theme-tokens';

export type ThemeMode = 'light' | 'dark' | 'system';
const STORAGE_KEY = 'theme';

interface ThemeState {
  mode: ThemeMode;
  resolved: 'light' | 'dark';
  setMode: (mode: ThemeMode) => void;
}

const ThemeContext = createContext<ThemeState>({ mode: 'system', resolved: 'light', setMode: () => {} });

function readStoredMode(): ThemeMode {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
  } catch {
    return 'system';
  }
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');
function subscribeToSystemScheme(onChange: () => void) {
  const query = darkQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Exposes the antd tokens the shell's own CSS uses as --fc-* variables on <html>. */
function TokenVariables({ resolved }: { resolved: 'light' | 'dark' }) {
  const { token } = antdTheme.useToken();
  useLayoutEffect(() => {
    const root = document.documentElement;
    const vars: Record<string, string> = {
      '--fc-primary': token.colorPrimary,
      '--fc-primary-text': resolved === 'dark' ? brand.linkOnDark : token.colorPrimary,
      '--fc-on-primary': token.colorTextLightSolid,
      '--fc-link': token.colorLink,
      '--fc-bg-layout': token.colorBgLayout,
      '--fc-bg-container': token.colorBgContainer,
      '--fc-bg-elevated': token.colorBgElevated,
      '--fc-bg-subtle': token.colorFillQuaternary,
      '--fc-fill': token.colorFillSecondary,
      '--fc-text': token.colorText,
      '--fc-text-secondary': token.colorTextSecondary,
      '--fc-border': token.colorBorderSecondary,
      '--fc-focus': resolved === 'dark' ? brand.linkOnDark : token.colorPrimary,
      '--fc-gold': brand.gold,
      '--fc-gold-ink': brand.goldInk,
      '--fc-star': resolved === 'dark' ? brand.starOnDark : brand.star,
      '--fc-hero-ink': brand.heroInk,
      '--fc-hero-scrim': brand.heroScrim,
      '--fc-hero-scrim-soft': brand.heroScrimSoft,
      '--fc-band': resolved === 'dark' ? brand.bandDark : brand.navy,
      '--fc-radius': `${token.borderRadius}px`,
      '--fc-radius-lg': `${token.borderRadiusLG}px`,
      '--fc-font': token.fontFamily,
      '--fc-shadow': token.boxShadowTertiary,
    };
    for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
    root.dataset.theme = resolved;
    root.style.colorScheme = resolved;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', token.colorBgContainer);
  }, [token, resolved]);
  return null;
}

/** One antd theme for the whole app: light or dark from the same brand tokens. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readStoredMode);
  const systemDark = useSyncExternalStore(subscribeToSystemScheme, () => darkQuery().matches, () => false);
  const resolved = mode === 'system' ? (systemDark ? 'dark' : 'light') : mode;
  // People who ask their system for reduced motion get dialogs, menus and messages without zooms and slides.
  const reducedMotion = usePrefersReducedMotion();

  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      /* private mode: the choice lasts for this visit */
    }
  }, []);

  const config = useMemo<ThemeConfig>(
    () => ({
      algorithm: resolved === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      token: { ...(resolved === 'dark' ? darkTokens : lightTokens), motion: !reducedMotion },
    }),
    [resolved, reducedMotion],
  );
  const state = useMemo(() => ({ mode, resolved, setMode }), [mode, resolved, setMode]);

  return (
    <ThemeContext.Provider value={state}>
      <ConfigProvider theme={config}>
        <TokenVariables resolved={resolved} />
        {children}
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}

export function useThemeMode(): ThemeState {
  return useContext(ThemeContext);
}
