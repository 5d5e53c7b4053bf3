import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';
import styles from './AccessFrame.module.css';

/** The centred card of the steps before the console opens (set up or type a code, accept an invitation). */
export function AccessFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical align="center" justify="center" className={styles.page}>
      <Card
        className={styles.card}
        extra={<LanguageSwitch />}
        title={
          <Flex gap={8} align="center">
            <SafetyCertificateOutlined />
            <h1 className={styles.title}>{title}</h1>
          </Flex>
        }
      >
        {children}
      </Card>
    </Flex>
  );
}
