import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useConsoleMe } from '../../access/api/get-console-me';
import { DetailFrame } from '../../kit/DetailFrame';
import { useConsoleTitle } from '../../shell/use-console-title';
import { useConsoleContent } from './api/get-console-content';
import { ContentActions } from './components/ContentActions';
import { ContentForm } from './components/ContentForm';
import { ContentStatusTag } from './components/ContentStatusTag';
import { useFeedback } from '@/lib/ui/feedback';

/** /console/content/new and /console/content/:id: the content form, with publish / unpublish and delete for a saved item. */
export function ContentFormPage() {
  const { t } = useTranslation('consoleContent');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const id = useParams().id;
  const isAdmin = useConsoleMe().data?.isAdmin ?? false;
  const content = useConsoleContent(id);
  useConsoleTitle(id ? (content.data?.titleEn ?? t('title')) : t('new'));
  const saved = content.data;
  return (
    <DetailFrame
      query={id ? content : null}
      back={{ to: '/console/content', label: t('back') }}
      notFoundLabel={t('notFound')}
      title={saved ? t('editTitle', { name: saved.titleEn }) : t('new')}
      tag={saved && <ContentStatusTag status={saved.status} />}
      actions={saved && <ContentActions content={saved} onDeleted={() => void navigate('/console/content', { replace: true })} />}
    >
      <ContentForm
        key={saved ? `${saved.id}-${saved.status}-${saved.publishedAt}` : 'new'}
        {...(saved ? { content: saved } : {})}
        isAdmin={isAdmin}
        onSaved={(c) => {
          void message.success(t('saved'));
          if (!saved) void navigate(`/console/content/${c.id}`, { replace: true });
        }}
      />
    </DetailFrame>
  );
}
