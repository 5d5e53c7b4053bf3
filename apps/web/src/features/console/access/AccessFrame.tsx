import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/app/layout/LanguageSwitch';

/** The centred card of the steps before the console opens (set up or type a code, accept an invitation). */
export function AccessFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f5f5f5' }}>
      <Card style={{ width: '100%', maxWidth: 460 }} extra={<LanguageSwitch />}
        title={
          <Flex gap={8} align="center">
            <SafetyCertificateOutlined />
            <h1 style={{ fontSize: 18, margin: 0 }}>{title}</h1>
          </Flex>
        }
      >
        {children}
      </Card>
    </Flex>
  );
}
