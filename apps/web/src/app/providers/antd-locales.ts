import type { Locale } from '@sme/shared/constants';
import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/** Ant Design's own texts (pagination, pickers, modals) for each platform locale. */
export const ANTD_LOCALES: Record<Locale, AntdLocale> = { en_US: enUS, zh_CN: zhCN, zh_TW: zhTW };
