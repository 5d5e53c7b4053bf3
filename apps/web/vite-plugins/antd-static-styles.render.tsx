/**
 * Prints, as plain CSS, the styles antd would build in the browser for the components below, with the app's theme,
 * followed by cssinjs's map of the style paths they cover. Run in a process of its own by antd-static-styles.ts, so
 * that NODE_ENV, which decides antd's class hash, is the build's.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button, ConfigProvider, Flex, Form, Row, Col, Skeleton, Tag, Typography } from 'antd';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { appTheme } from '../src/app/theme';

/**
 * The components on the first paint of most pages whose styles cost most to build: buttons, the form and the grid
 * under its items (~90 KB of column classes), text, tags, flex boxes and skeletons. Together ~165 KB of CSS, 10 KB
 * brotli, which every first visit downloads: add a component only if most first visits show it.
 */
const COMPONENTS: ComponentType[] = [Button, Flex, Form, Form.Item, Row, Col, Skeleton, Tag, Typography];

const cache = createCache();
// Each style hook registers its component's whole stylesheet whatever the props, so one bare instance of each will do.
renderToString(
  createElement(StyleProvider, { cache }, createElement(ConfigProvider, { theme: appTheme }, ...COMPONENTS.map((component) => createElement(component)))),
);
process.stdout.write(extractStyle(cache, { plain: true, types: ['style'] }));
