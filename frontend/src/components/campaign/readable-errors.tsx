import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import { useMemo, type CSSProperties, type ReactNode } from 'react';

function luminance(color: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return 0;
  const channels = [0, 2, 4].map((i) => parseInt(match[1].slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/**
 * The theme's error text color with the most contrast on the card background. antd's default light
 * colorError (#ff4d4f) is 3.3:1 on white, under WCAG's 4.5:1, so form messages use the darker step of the
 * same palette (light) or the lighter one (dark). Only theme tokens are used.
 */
export function useReadableErrorColor(): string {
  const { token } = theme.useToken();
  return useMemo(() => {
    const candidates = [token.colorErrorText, token.colorErrorTextActive, token.colorErrorTextHover];
    return candidates.reduce((best, next) =>
      contrast(next, token.colorBgContainer) > contrast(best, token.colorBgContainer) ? next : best,
    );
  }, [token.colorErrorText, token.colorErrorTextActive, token.colorErrorTextHover, token.colorBgContainer]);
}

/** Form error messages, danger buttons and danger menu items in a readable color (also exposed as --fc-error
 * for the parts antd does not draw). */
export function ReadableErrors({ children }: { children: ReactNode }) {
  const color = useReadableErrorColor();
  const config = useMemo<ThemeConfig>(
    () => ({
      components: {
        Form: { colorError: color },
        Button: { colorError: color },
        Menu: { colorError: color },
        Dropdown: { colorError: color },
      },
    }),
    [color],
  );
  return (
    <ConfigProvider theme={config}>
      <div style={{ '--fc-error': color } as CSSProperties}>{children}</div>
    </ConfigProvider>
  );
}
