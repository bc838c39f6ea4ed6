import type { ThemeConfig } from 'antd';

/**
 * The brand palette. Every color on screen comes from here, through antd's token system or the
 * --fc-* CSS variables the shell derives from it (see theme.tsx). Contrast checked at >= 4.5:1 for text.
 */
export const brand = {
  navy: '#1f3c6e', // primary (light): white text 10.9:1
  primaryOnDark: '#6a9be0', // primary seed (dark): antd derives #5d87c1, 4.6:1 as text on the dark background
  inkOnPrimaryDark: '#0b1220', // text on dark-mode primary buttons: 5.1:1
  linkOnDark: '#8db4f0', // links and primary text on the dark background: 8.7:1
  gold: '#c9a34a', // accent for calls to give
  goldInk: '#14213d', // text on gold: 6.7:1
  heroInk: '#ffffff', // text over hero imagery (on the scrim below)
  heroScrim: 'rgba(10, 20, 40, 0.62)',
  heroScrimSoft: 'rgba(10, 20, 40, 0.15)',
  star: '#a87c12', // rating stars
  starOnDark: '#d9b65e',
  bandDark: '#0c1a33', // closing call-to-action band in dark mode
} as const;

export const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

const shared: ThemeConfig['token'] = {
  fontFamily,
  fontSize: 16,
  borderRadius: 8,
  wireframe: false,
};

export const lightTokens: ThemeConfig['token'] = {
  ...shared,
  colorPrimary: brand.navy,
  colorLink: brand.navy,
  colorInfo: brand.navy,
  colorBgLayout: '#f7f5f0',
  colorText: '#1b2333',
  colorTextSecondary: '#4a5263',
  colorTextDescription: '#555d6e', // help text under fields: 6.5:1 on white
  colorTextPlaceholder: '#6b7280', // 4.8:1 on white
  colorError: '#b42318', // error text and danger buttons: 6.5:1 on white (antd's default red is 3.3:1)
};

export const darkTokens: ThemeConfig['token'] = {
  ...shared,
  colorPrimary: brand.primaryOnDark,
  colorTextLightSolid: brand.inkOnPrimaryDark,
  colorLink: brand.linkOnDark,
  colorInfo: brand.primaryOnDark,
  colorBgLayout: '#10141c',
  colorBgContainer: '#171c26',
  colorText: '#e8eaef',
  colorTextSecondary: '#b4bac6',
  colorTextDescription: '#a3aab7',
  colorTextPlaceholder: '#8f97a5',
  colorError: '#f97066', // 6.1:1 on the dark container
};

/** The accent used by give / donate buttons, as an antd theme for a nested ConfigProvider. */
export const giveTokens: ThemeConfig['token'] = {
  colorPrimary: brand.gold,
  colorTextLightSolid: brand.goldInk,
};
