#!/usr/bin/env node
// antd's component styles for the first visit, written once at build time instead of in every visitor's browser.
//
// antd 6 writes its styles at run time (CSS-in-JS): the first time a page renders a Button, the browser
// builds the Button's whole stylesheet in JavaScript (about 23 KB of CSS text), then inserts it. On the public
// pages that was a third of the main thread's work before the page could be used (each component's first
// render is one piece React cannot split, and the insertions land in the commit). Here the same styles are
// rendered in Node with the same antd, and written to one stylesheet that also carries antd's own record of
// which styles it holds (`.data-ant-cssinjs-cache-path{content:"…"}`, @ant-design/cssinjs's "CSS file" cache):
// in the browser antd reads that record once, at its first style, and skips every style the file holds. A
// style the file does not hold is still written at run time as before, so nothing goes unstyled.
//
// The components are the ones the six public pages draw on a first visit (header, home, campaigns, a
// campaign with its picture gallery, the business network, the creator hub, sign-in and sign-up with their
// error states: Alert, Button, Form, Grid, Input, Modal, Select, Tabs, Tag); the
// screens of members and administrators (tables, dialogs, menus, notifications) keep run-time styles, so a
// first visit does not download them. test/browser/members/first-visit.browser.spec.ts checks
// that the public pages write no component style at run time.
//
// In antd 6 a component's style text does not depend on the theme (colors and sizes are CSS variables set
// from the theme at run time), so one file serves light and dark; this script checks that it is so and
// fails otherwise.
//
// Usage: NODE_ENV=production node frontend/scripts/antd-styles.mjs > antd.css   (vite.config.ts runs it at build)
// NODE_ENV must be the bundle's: antd names its styles differently in development builds.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {typeof import('react')} */
const React = require('react');
const { renderToString } = require('react-dom/server');
/** @type {typeof import('antd')} */
const antd = require('antd');
const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
const { lightTokens, darkTokens } = await import('../src/app/theme-tokens.ts');

const h = React.createElement;
const { Alert, Button, Col, ConfigProvider, Form, Input, Modal, Row, Select, Tabs, Tag, theme } = antd;

/** What the public pages draw, each component in the forms that bring its sub-styles along. */

function firstVisitScreens() {
  return h(
    'div',
    null,
    h(Button, { type: 'primary', size: 'large', block: true, loading: true }, 'Sign In'),
    h(Button, { type: 'text', icon: h('span') }),
    h(Button, { href: '/auth' }, 'Log In'),
    h(Input, { size: 'large' }),
    h(Input.Password, null),
    h(Input.TextArea, null),
    h(Input.Search, { allowClear: true }),
    h(Select, { options: [{ value: 'a', label: 'a' }] }),
    h(Tabs, { items: [{ key: 'a', label: 'a', children: 'a' }] }),
    h(
      Form,
      { layout: 'vertical' },
      h(Form.Item, { label: 'a', name: 'a', help: 'a', validateStatus: 'error' }, h(Input)),
      h(Form.Item, { label: 'b', name: 'b', extra: 'b' }, h(Input)),
    ),
    h(Row, null, h(Col, { span: 12 })),
    h(Alert, { type: 'error', showIcon: true, title: 'a', description: 'a' }),
    h(Tag, null, 'a'),
    // A campaign's picture gallery (components/campaign/media-gallery.tsx) renders its closed dialog.
    h(Modal, { open: false }),
  );
}

/** The stylesheet (with antd's record of the styles it holds) for one theme. */
function stylesFor(themeConfig) {
  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme: themeConfig }, firstVisitScreens())));
  return extractStyle(cache, { types: ['style'], plain: true });
}

export function antdFirstVisitStyles() {
  const light = stylesFor({ token: lightTokens });
  const dark = stylesFor({ token: darkTokens, algorithm: theme.darkAlgorithm });
  if (light !== dark) {
    throw new Error('antd component styles differ between the light and the dark theme: one static stylesheet cannot serve both.');
  }
  if (!light.includes('.data-ant-cssinjs-cache-path{content:"')) {
    throw new Error("antd's style record (.data-ant-cssinjs-cache-path) is missing from the extracted styles.");
  }
  return light;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  process.stdout.write(antdFirstVisitStyles());
}
