import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';

function luminance(color: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return 0;
  const [r, g, b] = [0, 2, 4]
    .map((i) => parseInt(match[1].slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/**
 * Form messages and danger buttons in the theme's error step with the most contrast on the card (antd's light
 * colorError is 3.3:1 on white, under WCAG's 4.5:1). Only theme tokens are used.
 */
export function ReadableFormErrors({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const color = useMemo(
    () =>
      [token.colorErrorText, token.colorErrorTextActive, token.colorErrorTextHover].reduce((best, next) =>
        contrast(next, token.colorBgContainer) > contrast(best, token.colorBgContainer) ? next : best,
      ),
    [token.colorErrorText, token.colorErrorTextActive, token.colorErrorTextHover, token.colorBgContainer],
  );
  const config = useMemo<ThemeConfig>(
    () => ({ components: { Form: { colorError: color }, Button: { colorError: color } } }),
    [color],
  );
  return <ConfigProvider theme={config}>{children}</ConfigProvider>;
}
