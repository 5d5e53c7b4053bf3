import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ConsoleCategoryNode } from '@sme/shared/schemas/console-catalogue';
import { Button, Empty, Flex, Table, Typography } from 'antd';
import { FilterBar } from '../../kit/FilterBar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { useCategoryChanges, useConsoleCategories } from './api/console-categories';
import { CategoryDialog } from './CategoryDialog';
import { useFeedback } from '@/lib/ui/feedback';
import { ListOrFailure } from '../../kit/ListFailure';

type Dialog = { editing?: ConsoleCategoryNode; parentId?: string } | null;

/** antd renders a row expandable whenever `children` is present, so leaves must not carry an empty array. */
type Row = Omit<ConsoleCategoryNode, 'children'> & { children?: Row[]; node: ConsoleCategoryNode };
const rowsOf = (nodes: ConsoleCategoryNode[]): Row[] =>
  nodes.map((n) => ({ ...n, node: n, children: n.children.length ? rowsOf(n.children) : undefined }) as Row);

/** /console/catalogue/categories: the category tree with add (top level or under a row), edit and delete. */
export function CategoriesPage() {
  const { t } = useTranslation('consoleCatalogue');
  const locale = useLocale();
  const { modal, message } = useFeedback();
  const categories = useConsoleCategories();
  const { remove } = useCategoryChanges();
  const [dialog, setDialog] = useState<Dialog>(null);
  const name = (n: Pick<ConsoleCategoryNode, 'nameEn' | 'nameZh'>) => (locale === 'en_US' ? n.nameEn : n.nameZh);

  const confirmDelete = (n: ConsoleCategoryNode) =>
    modal.confirm({
      title: t('categories.deleteTitle', { name: name(n) }),
      content: t('categories.deleteText'),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        await remove.mutateAsync(n.id);
        void message.success(t('deleted'));
      },
    });

  return (
    <>
      <FilterBar
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
            {t('categories.new')}
          </Button>
        }
      >
        <Typography.Text type="secondary">{t('categories.intro')}</Typography.Text>
      </FilterBar>
      <ListOrFailure read={categories}>
        <Table<Row>
          rowKey="id"
          size="small"
          loading={categories.isFetching}
          dataSource={rowsOf(categories.data ?? [])}
          pagination={false}
          expandable={{ defaultExpandAllRows: true }}
          locale={{ emptyText: <Empty description={t('categories.empty')} /> }}
          columns={[
            { key: 'name', title: t('fields.name'), render: (_, r) => `${r.icon && [...r.icon].length <= 4 ? `${r.icon} ` : ''}${name(r)}` },
            { key: 'slug', title: t('fields.slug'), dataIndex: 'slug' },
            { key: 'products', title: t('categories.products'), align: 'right', dataIndex: 'productCount' },
            { key: 'sort', title: t('fields.sort'), align: 'right', dataIndex: 'sort' },
            {
              key: 'actions',
              title: t('actions'),
              render: (_, r) => (
                <Flex gap={4}>
                  <Button
                    size="small"
                    icon={<PlusOutlined />}
                    onClick={() => setDialog({ parentId: r.id })}
                    aria-label={t('categories.addChild', { name: name(r) })}
                  />
                  <Button size="small" icon={<EditOutlined />} onClick={() => setDialog({ editing: r.node })} aria-label={t('editNamed', { name: name(r) })} />
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => confirmDelete(r.node)}
                    aria-label={t('deleteNamed', { name: name(r) })}
                  />
                </Flex>
              ),
            },
          ]}
        />
      </ListOrFailure>
      {dialog && <CategoryDialog tree={categories.data ?? []} editing={dialog.editing} parentId={dialog.parentId} onClose={() => setDialog(null)} />}
    </>
  );
}
