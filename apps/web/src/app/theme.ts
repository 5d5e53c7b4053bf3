import type { ThemeConfig } from 'antd';
import { Z_INDEX_MESSAGE, Z_INDEX_POPUP } from '@sme/shared/constants';

/** Brand colours (also exposed as CSS variables in styles/global.css). */
export const BRAND = {
  navy: '#0B2545',
  teal: '#0E5E6F',
  tealHover: '#13798C',
  mint: '#5EEAD4',
  ink: '#1F2D3D',
  muted: '#4A6073',
  surface: '#F4F8FB',
  line: '#D5E1EA',
} as const;

/** System fonts first, then the CJK faces our Chinese readers have (Noto Sans CJK is installed on Linux). */
export const FONT_FAMILY = [
  '-apple-system',
  'BlinkMacSystemFont',
  "'Segoe UI'",
  'Roboto',
  "'Helvetica Neue'",
  'Arial',
  "'PingFang TC'",
  "'PingFang SC'",
  "'Microsoft JhengHei'",
  "'Microsoft YaHei'",
  "'Noto Sans CJK TC'",
  "'Noto Sans CJK SC'",
  "'Noto Sans TC'",
  "'Noto Sans SC'",
  'sans-serif',
].join(', ');

/** Ant Design theme: deep teal on navy, 8 px radius, the spec's stacking bases (popups 1000, messages 5000). */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.teal,
    colorInfo: BRAND.teal,
    colorLink: BRAND.teal,
    colorLinkHover: BRAND.tealHover,
    colorTextBase: BRAND.ink,
    colorBgLayout: '#FFFFFF',
    borderRadius: 8,
    fontFamily: FONT_FAMILY,
    fontSize: 15,
    zIndexPopupBase: Z_INDEX_POPUP,
  },
  components: {
    Message: { zIndexPopup: Z_INDEX_MESSAGE },
    Layout: { headerBg: '#FFFFFF', bodyBg: '#FFFFFF', footerBg: BRAND.navy, headerHeight: 68, headerPadding: '0 24px' },
    Menu: { itemBg: 'transparent', horizontalItemSelectedColor: BRAND.teal, activeBarHeight: 3 },
    Button: { fontWeight: 600, primaryShadow: 'none' },
  },
};
