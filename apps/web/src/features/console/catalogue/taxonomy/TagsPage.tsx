import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ConsoleTagView } from '@sme/shared/schemas/console-catalogue';
import { Button, Empty, Flex, Input, Table } from 'antd';
import { FilterBar, filterClasses } from '../../kit/FilterBar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleTags, useTagChanges } from './api/console-tags';
import { TagDialog } from './TagDialog';
import { useFeedback } from '@/lib/ui/feedback';
import { ListOrFailure } from '../../kit/ListFailure';

type Dialog = { editing?: ConsoleTagView } | null;

/** /console/catalogue/tags: every tag with its product count; add, edit, delete (links to products go with it). */
export function TagsPage() {
  const { t } = useTranslation('consoleCatalogue');
  const { modal, message } = useFeedback();
  const tags = useConsoleTags();
  const { remove } = useTagChanges();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = (tags.data ?? []).filter((tag) => !needle || [tag.slug, tag.nameEn, tag.nameZh].some((s) => s.toLowerCase().includes(needle)));

  const confirmDelete = (tag: ConsoleTagView) =>
    modal.confirm({
      title: t('tags.deleteTitle', { name: tag.nameEn }),
      content: t('tags.deleteText', { count: tag.productCount }),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        await remove.mutateAsync(tag.id);
        void message.success(t('deleted'));
      },
    });

  return (
    <>
      <FilterBar
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
            {t('tags.new')}
          </Button>
        }
      >
        <Input.Search
          allowClear
          aria-label={t('tags.search')}
          placeholder={t('tags.search')}
          onChange={(e) => setFilter(e.target.value)}
          className={filterClasses.search}
        />
      </FilterBar>
      <ListOrFailure read={tags}>
        <Table<ConsoleTagView>
          rowKey="id"
          size="small"
          loading={tags.isFetching}
          dataSource={shown}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description={t('tags.empty')} /> }}
          columns={[
            { key: 'slug', title: t('fields.slug'), dataIndex: 'slug' },
            { key: 'nameEn', title: t('fields.nameEn'), dataIndex: 'nameEn' },
            { key: 'nameZh', title: t('fields.nameZh'), dataIndex: 'nameZh' },
            { key: 'products', title: t('tags.products'), align: 'right', dataIndex: 'productCount' },
            {
              key: 'actions',
              title: t('actions'),
              render: (_, tag) => (
                <Flex gap={4}>
                  <Button size="small" icon={<EditOutlined />} onClick={() => setDialog({ editing: tag })} aria-label={t('editNamed', { name: tag.nameEn })} />
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => confirmDelete(tag)}
                    aria-label={t('deleteNamed', { name: tag.nameEn })}
                  />
                </Flex>
              ),
            },
          ]}
        />
      </ListOrFailure>
      {dialog && <TagDialog editing={dialog.editing} onClose={() => setDialog(null)} />}
    </>
  );
}
