import { DELIVERY_TYPES } from '@sme/shared/delivery-types';
import { type ConsoleProductView, PRODUCT_STATUSES } from '@sme/shared/schemas/console-products';
import { Alert, Button, Checkbox, Col, Form, Input, Row, Select, TreeSelect } from 'antd';
import type { CategoryView } from '@sme/shared/schemas/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { useMerchantOptions } from '../../../shell/api/get-merchant-options';
import { useCategoryTree } from '../api/get-form-options';
import { useTagOptions } from '../api/get-tag-options';
import { useSaveConsoleProduct } from '../api/save-console-product';
import { EMPTY_PRODUCT, PRODUCT_FORM_FIELDS, type ProductFormValues, SERVER_FIELD_NAMES, formValuesOf, productBody } from '../product-form-values';
import { ImagesField } from './ImagesField';
import { SpecOptionsField } from './SpecOptionsField';
import formStyles from '../../../kit/ConsoleForm.module.css';
import { NumberInput } from '@/components/ui/NumberInput';

interface CategoryNode {
  value: string;
  title: string;
  children?: CategoryNode[];
}

const treeData = (nodes: CategoryView[]): CategoryNode[] =>
  nodes.map((c) => ({ value: c.id, title: c.name, ...(c.children?.length ? { children: treeData(c.children) } : {}) }));

/** The server's field errors under the form's names (prices are typed in major units under other names). */
function renamedFields(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields = (error.data as { fields?: Array<{ field: string }> } | null)?.fields;
  if (!Array.isArray(fields)) return error;
  const data = { fields: fields.map((f) => ({ ...f, field: SERVER_FIELD_NAMES[f.field] ?? f.field })) };
  return new ApiError(error.message, error.code, error.status, data);
}

/**
 * Create or edit a product (console.product.create / update). Description and terms take basic HTML in a plain
 * textarea (the repo has no rich-text editor); the server keeps only safe tags. `isAdmin` creating picks the merchant.
 */
export function ProductForm({ product, isAdmin, onSaved }: { product?: ConsoleProductView; isAdmin: boolean; onSaved: (saved: ConsoleProductView) => void }) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<ProductFormValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveConsoleProduct();
  const categories = useCategoryTree();
  const tagOptions = useTagOptions();
  const { t: tSheet } = useTranslation('consoleProductSheet');
  const choosesMerchant = isAdmin && !product;
  const merchants = useMerchantOptions(choosesMerchant);

  const submit = async (values: ProductFormValues) => {
    setFormError(null);
    try {
      onSaved(await save.mutateAsync(productBody(values, product?.id)));
    } catch (error) {
      const unplaced = applyServerErrors(form, renamedFields(error), PRODUCT_FORM_FIELDS);
      setFormError(unplaced ?? (error instanceof ApiError && error.code === 409 ? error.message : null));
    }
  };

  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      initialValues={product ? formValuesOf(product) : EMPTY_PRODUCT}
      onFinish={submit}
      className={formStyles.form}
    >
      {choosesMerchant && (
        <Form.Item name="merchantId" label={t('products.merchant')} rules={[{ required: true }]}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={merchants.isLoading}
            options={(merchants.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="code" label={t('products.code')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="nameEn" label={t('products.nameEn')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="nameZh" label={t('products.nameZh')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="summaryEn" label={t('products.summaryEn')}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="summaryZh" label={t('products.summaryZh')}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="descriptionEn" label={t('products.descriptionEn')} extra={t('products.htmlHint')}>
            <Input.TextArea rows={5} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="descriptionZh" label={t('products.descriptionZh')}>
            <Input.TextArea rows={5} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="termsEn" label={t('products.termsEn')}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="termsZh" label={t('products.termsZh')}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="categoryId" label={t('products.category')}>
            <TreeSelect allowClear treeDefaultExpandAll loading={categories.isLoading} treeData={treeData(categories.data ?? [])} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="tagIds" label={tSheet('tagPicker.label')} extra={tSheet('tagPicker.hint')}>
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              placeholder={tSheet('tagPicker.placeholder')}
              loading={tagOptions.isLoading}
              options={(tagOptions.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="status" label={t('products.status')}>
            <Select options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`products.statuses.${s}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="currency" label={t('products.currency')} rules={[{ required: true }]}>
            <Input maxLength={4} />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name="retailPrice" label={t('products.retailPrice')} rules={[{ required: true }]}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name="wholesalePrice" label={t('products.wholesalePrice')}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name="minWholesaleQty" label={t('products.minWholesaleQty')}>
            <NumberInput min={2} precision={0} className={formStyles.fill} />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name="stock" label={t('products.stock')} rules={[{ required: true }]}>
            <NumberInput min={0} precision={0} className={formStyles.fill} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="deliveryTypes"
        label={t('products.deliveryTypes')}
        rules={[{ required: true, type: 'array', min: 1, message: t('products.deliveryTypesRule') }]}
      >
        <Checkbox.Group options={DELIVERY_TYPES.map((d) => ({ value: d, label: t(`delivery.${d}`) }))} />
      </Form.Item>
      <Form.Item label={t('products.specOptions')}>
        <SpecOptionsField />
      </Form.Item>
      <Form.Item name="images" label={t('products.images')}>
        <ImagesField />
      </Form.Item>
      {formError && <Alert type="error" showIcon title={formError} className={formStyles.notice} role="alert" />}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t(product ? 'products.save' : 'products.create')}
      </Button>
    </Form>
  );
}
