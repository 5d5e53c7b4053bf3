import { ArrowLeftOutlined } from '@ant-design/icons';
import { App, Button, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@/lib/api';
import { useConsoleMe } from '../access/api/get-console-me';
import { useConsoleTitle } from '../shell/use-console-title';
import { useConsoleContent } from './api/get-console-content';
import { ContentActions } from './components/ContentActions';
import { ContentForm } from './components/ContentForm';
import { ContentStatusTag } from './components/ContentStatusTag';

/** /console/content/new and /console/content/:id: the content form, with publish / unpublish and delete for a saved item. */
export function ContentFormPage() {
  const { t } = useTranslation('consoleContent');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = useParams().id;
  const isAdmin = useConsoleMe().data?.isAdmin ?? false;
  const content = useConsoleContent(id);
  useConsoleTitle(id ? (content.data?.titleEn ?? t('title')) : t('new'));
  const back = (
    <Link to="/console/content">
      <Button type="text" icon={<ArrowLeftOutlined />}>
        {t('back')}
      </Button>
    </Link>
  );
  if (id && content.isPending) return <Skeleton active />;
  if (id && content.isError) {
    const missing = content.error instanceof ApiError && content.error.status === 404;
    return <Result status={missing ? '404' : 'error'} title={missing ? t('notFound') : content.error.message} extra={back} />;
  }
  const saved = content.data;
  return (
    <Flex vertical gap={16}>
      {back}
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={12}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
            {saved ? t('editTitle', { name: saved.titleEn }) : t('new')}
          </Typography.Title>
          {saved && <ContentStatusTag status={saved.status} />}
        </Flex>
        {saved && <ContentActions content={saved} onDeleted={() => void navigate('/console/content', { replace: true })} />}
      </Flex>
      <ContentForm
        key={saved ? `${saved.id}-${saved.status}-${saved.publishedAt}` : 'new'}
        {...(saved ? { content: saved } : {})}
        isAdmin={isAdmin}
        onSaved={(c) => {
          void message.success(t('saved'));
          if (!saved) void navigate(`/console/content/${c.id}`, { replace: true });
        }}
      />
    </Flex>
  );
}
