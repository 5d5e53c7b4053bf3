import { DeleteOutlined } from '@ant-design/icons';
import type { ConsoleContentView } from '@sme/shared/schemas/console-content';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteContent, useSetContentPublished } from '../api/content-actions';
import { useFeedback } from '@/lib/ui/feedback';

/** Publish / unpublish and delete a saved item, each after a confirmation naming what the public will see. */
export function ContentActions({ content, onDeleted }: { content: Pick<ConsoleContentView, 'id' | 'status' | 'titleEn'>; onDeleted: () => void }) {
  const { t } = useTranslation('consoleContent');
  const { modal, message } = useFeedback();
  const setPublished = useSetContentPublished();
  const remove = useDeleteContent();
  const publish = content.status !== 'PUBLISHED';
  const name = content.titleEn;
  const confirmPublish = () =>
    modal.confirm({
      title: t(publish ? 'actions.publishTitle' : 'actions.unpublishTitle', { name }),
      content: t(publish ? 'actions.publishText' : 'actions.unpublishText'),
      okText: t(publish ? 'actions.publish' : 'actions.unpublish'),
      cancelText: t('actions.cancel'),
      onOk: async () => {
        await setPublished.mutateAsync({ id: content.id, publish });
        void message.success(t(publish ? 'actions.published' : 'actions.unpublished'));
      },
    });
  const confirmDelete = () =>
    modal.confirm({
      title: t('actions.deleteTitle', { name }),
      content: t('actions.deleteText'),
      okText: t('actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: async () => {
        await remove.mutateAsync(content.id);
        void message.success(t('actions.deleted'));
        onDeleted();
      },
    });
  return (
    <Flex gap={8}>
      <Button type={publish ? 'primary' : 'default'} loading={setPublished.isPending} onClick={confirmPublish}>
        {t(publish ? 'actions.publish' : 'actions.unpublish')}
      </Button>
      <Button danger icon={<DeleteOutlined />} loading={remove.isPending} onClick={confirmDelete}>
        {t('actions.delete')}
      </Button>
    </Flex>
  );
}
