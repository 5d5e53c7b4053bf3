import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { NumberInput } from '@/components/ui/NumberInput';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers/AppProviders';
import { createQueryClient } from '@/lib/api/query-client';
import { changeLocale } from '@/lib/i18n';

function Sample() {
  return (
    <Form>
      <Form.Item name="name" label="公司名称" rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Form.Item name="code" label="Code" rules={[{ min: 4 }]} initialValue="ab">
        <Input />
      </Form.Item>
      <Form.Item name="months" label="Tenure" rules={[{ type: 'number', min: 6, max: 60 }]} initialValue={2}>
        <NumberInput />
      </Form.Item>
      <Button htmlType="submit">go</Button>
    </Form>
  );
}

afterEach(async () => {
  await act(() => changeLocale('en_US'));
});

describe('form default messages', () => {
  it('come from common:form in the active locale', async () => {
    await act(() => changeLocale('zh_CN'));
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Sample />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('请输入公司名称')).toBeTruthy();
    expect(screen.getByText('Code最少 4 个字符')).toBeTruthy();
    expect(screen.getByText('Tenure须在 6 至 60 之间')).toBeTruthy();

    await act(() => changeLocale('en_US'));
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('Please enter 公司名称')).toBeTruthy();
    expect(screen.getByText('Tenure must be between 6 and 60')).toBeTruthy();
  });
});
