import { type ConsoleCategoryNode, consoleCategoryForm } from '@sme/shared/schemas/console-catalogue';
import { Alert, Form, Input, Modal, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withoutEmpty } from '@/lib/forms/server-errors';
import { zodRule } from '@/lib/forms/zod-rule';
import { useLocale } from '@/lib/i18n';
import { useCategoryChanges } from './api/console-categories';
import { showSaveError } from '../components/form-errors';
import formStyles from '../../kit/ConsoleForm.module.css';
import { NumberInput } from '@/components/ui/NumberInput';

type Values = {
  parentId?: string | null;
  slug: string;
  nameEn: string;
  nameZh: string;
  icon?: string | null;
  sort: number;
};

const FIELDS = Object.keys(consoleCategoryForm.shape);
const shape = consoleCategoryForm.shape;

interface TreeNode {
  value: string;
  title: string;
  disabled: boolean;
  children?: TreeNode[];
}

/** The parent choices: the tree, with the edited category and its subtree disabled (the server refuses them too). */
function parentOptions(nodes: ConsoleCategoryNode[], name: (n: ConsoleCategoryNode) => string, excluded: string | undefined, inside = false): TreeNode[] {
  return nodes.map((n) => {
    const disabled = inside || n.id === excluded;
    return { value: n.id, title: name(n), disabled, ...(n.children.length ? { children: parentOptions(n.children, name, excluded, disabled) } : {}) };
  });
}

/** Create (optionally under a parent) or edit a category in a dialog. */
export function CategoryDialog({
  tree,
  editing,
  parentId,
  onClose,
}: {
  tree: ConsoleCategoryNode[];
  editing?: ConsoleCategoryNode | undefined;
  parentId?: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('consoleCatalogue');
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const [formError, setFormError] = useState<string | null>(null);
  const { save } = useCategoryChanges();
  const name = (n: ConsoleCategoryNode) => (locale === 'en_US' ? n.nameEn : n.nameZh);
  const rule = (field: keyof typeof shape) => [zodRule(shape[field], t, t(`fields.${field}`))];
  const initial: Partial<Values> = editing ? { ...editing } : { parentId: parentId ?? null, sort: 0 };

  const submit = async (values: Values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ ...withoutEmpty(values), parentId: values.parentId ?? null, ...(editing ? { id: editing.id } : {}) });
      onClose();
    } catch (error) {
      setFormError(showSaveError(form, error, FIELDS));
    }
  };

  return (
    <Modal
      open
      title={t(editing ? 'categories.editTitle' : 'categories.new')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item name="parentId" label={t('fields.parentId')} extra={t('categories.parentHint')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={parentOptions(tree, name, editing?.id)} />
        </Form.Item>
        <Form.Item name="slug" label={t('fields.slug')} rules={rule('slug')} required>
          <Input />
        </Form.Item>
        <Form.Item name="nameEn" label={t('fields.nameEn')} rules={rule('nameEn')} required>
          <Input />
        </Form.Item>
        <Form.Item name="nameZh" label={t('fields.nameZh')} rules={rule('nameZh')} required>
          <Input />
        </Form.Item>
        <Form.Item name="icon" label={t('fields.icon')} rules={rule('icon')} extra={t('categories.iconHint')}>
          <Input />
        </Form.Item>
        <Form.Item name="sort" label={t('fields.sort')} rules={rule('sort')} extra={t('sortHint')}>
          <NumberInput min={0} precision={0} className={formStyles.fill} />
        </Form.Item>
        {formError && <Alert type="error" showIcon title={formError} role="alert" />}
      </Form>
    </Modal>
  );
}
