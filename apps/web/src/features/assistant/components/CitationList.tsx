import {
  AppstoreOutlined,
  BankOutlined,
  CrownOutlined,
  FileTextOutlined,
  FormOutlined,
  QuestionCircleOutlined,
  ShopOutlined,
  TagOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { AssistantCitation, KnowledgeSource } from '@sme/shared/schemas/assistant';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './CitationList.module.css';

const SOURCE_ICONS: Record<KnowledgeSource, ReactNode> = {
  CONTENT: <FileTextOutlined />,
  PAGE: <AppstoreOutlined />,
  FAQ: <QuestionCircleOutlined />,
  PLAN: <CrownOutlined />,
  FORM: <FormOutlined />,
  LOAN: <BankOutlined />,
  PRODUCT: <TagOutlined />,
  MERCHANT: <ShopOutlined />,
  ACCOUNT: <UserOutlined />,
};

/** The passages an answer cites, numbered as its [n] markers, each a link to its page (followed in-app). */
export function CitationList({ citations }: { citations: AssistantCitation[] }) {
  const { t } = useTranslation('assistant');
  if (citations.length === 0) return null;
  return (
    <nav className={styles.sources} aria-label={t('answer.sources')}>
      <span className={styles.label}>{t('answer.sources')}</span>
      <ol className={styles.list}>
        {citations.map((c) => (
          <li key={c.n}>
            <Tooltip title={c.snippet} placement="top">
              <Link to={c.url} className={styles.source}>
                <span className={styles.number}>{c.n}</span>
                <span className={styles.icon}>{SOURCE_ICONS[c.source]}</span>
                <span className={styles.title}>{c.title}</span>
                <span className={styles.path}>{c.url.split('?')[0]}</span>
              </Link>
            </Tooltip>
          </li>
        ))}
      </ol>
    </nav>
  );
}
