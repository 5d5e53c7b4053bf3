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
  /** Secondary text (periods, notes, counters, breadcrumbs): 5.7:1 on white, 5.0:1 on the #E9F0F5 tint, WCAG AA. */
  subtle: '#56687A',
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

/**
 * A tag prints its text in level 7 of its palette on level 1: 2.8:1 for gold, 3.4:1 for cyan, under WCAG AA's 4.5:1.
 * Here each preset the pages use takes the first darker level of its own palette (@ant-design/colors) that reaches it
 * (red, blue, geekblue, purple and magenta already do at level 7); the success and warning tags take the same green and gold.
 */
const TAG_TEXT = {
  volcano7: '#AD2102',
  orange7: '#AD4E00',
  gold7: '#874D00',
  yellow7: '#876800',
  lime7: '#3F6600',
  green7: '#237804',
  cyan7: '#006D75',
  colorSuccess: '#237804',
  colorWarning: '#874D00',
} as const;

/** Ant Design theme: deep teal on navy, 8 px radius, the spec's stacking bases (popups 1000, messages 5000). */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.teal,
    colorInfo: BRAND.teal,
    // antd would derive the info tint from the deep teal as grey #A4B0B0, on which a teal link is 3.3:1: a light
    // teal tint instead (6.5:1 for the link, 12:1 for the ink).
    colorInfoBg: '#E6F2F3',
    colorInfoBorder: '#B5D5DA',
    colorLink: BRAND.teal,
    colorLinkHover: BRAND.tealHover,
    colorTextBase: BRAND.ink,
    // antd derives these as 65 % and 45 % of the ink over the background: 4.3:1 and 2.6:1, under WCAG AA's 4.5:1 for
    // the labels, breadcrumbs, "(optional)" marks, counters and descriptions that use them. Opaque, darker slates instead.
    colorTextSecondary: BRAND.muted,
    colorTextTertiary: BRAND.subtle,
    colorTextDescription: BRAND.subtle,
    // Red 7 rather than antd's #FF4D4F (3.3:1): danger buttons and error messages are text that must be read.
    colorError: '#CF1322',
    // Placeholders are text too (axe measures a select's): antd's 25 % ink is 1.6:1. This grey is 4.55:1 on the white
    // of the inputs, just AA, and stays lighter than a typed value so the two are not confused.
    colorTextPlaceholder: '#6E7781',
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
    Tag: TAG_TEXT,
    // Their "disabled" grey (25 % ink, 1.6:1) is text someone has to read: a table's or list's "No data", a day that
    // cannot be booked (its grey cell still marks it unavailable).
    Table: { colorTextDisabled: BRAND.subtle },
    Empty: { colorTextDisabled: BRAND.subtle },
    Calendar: { colorTextDisabled: BRAND.subtle },
  },
};
