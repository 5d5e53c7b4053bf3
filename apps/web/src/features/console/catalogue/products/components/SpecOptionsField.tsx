import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../kit/ConsoleForm.module.css';

/** The spec options (size, colour…): each a name in both languages and its values as comma-separated lists. */
export function SpecOptionsField() {
  const { t } = useTranslation('console');
  return (
    <Form.List name="specOptions">
      {(fields, { add, remove }) => (
        <Space orientation="vertical" className={formStyles.fill}>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={t('products.specOption', { n: index + 1 })}
              extra={
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={t('products.removeSpecOption', { n: index + 1 })}
                  onClick={() => remove(field.name)}
                />
              }
            >
              <Space wrap>
                <Form.Item name={[field.name, 'nameEn']} label={t('products.specNameEn')} rules={[{ required: true }]}>
                  <Input />
                </Form.Item>
                <Form.Item name={[field.name, 'nameZh']} label={t('products.specNameZh')} rules={[{ required: true }]}>
                  <Input />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'valuesEn']}
                  label={t('products.specValuesEn')}
                  rules={[{ required: true }]}
                  tooltip={t('products.specValuesHint')}
                >
                  <Input />
                </Form.Item>
                <Form.Item name={[field.name, 'valuesZh']} label={t('products.specValuesZh')}>
                  <Input />
                </Form.Item>
              </Space>
            </Card>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({})}>
            {t('products.addSpecOption')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
