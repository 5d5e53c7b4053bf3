import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useConsoleMe } from '../access/api/get-console-me';
import { DetailFrame } from '../kit/DetailFrame';
import { useConsoleTitle } from '../shell/use-console-title';
import { useConsolePromo } from './api/get-console-promo';
import { PromoCodeForm } from './components/PromoCodeForm';
import { PromoEnabledButton } from './components/PromoEnabledButton';
import { PromoUsageDrawer } from './components/PromoUsageDrawer';
import { PromotionStatusTag } from './components/PromotionStatusTag';
import { useFeedback } from '@/lib/ui/feedback';

/** /console/promotions/codes/new and /console/promotions/codes/:id: the code's form, with its usage and disable / enable once saved. */
export function PromoCodeFormPage() {
  const { t } = useTranslation('consolePromotions');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const id = useParams().id;
  const isAdmin = useConsoleMe().data?.isAdmin ?? false;
  const promo = useConsolePromo(id);
  const [usageOpen, setUsageOpen] = useState(false);
  useConsoleTitle(id ? (promo.data?.code ?? t('tabs.codes')) : t('codes.new'));
  const saved = promo.data;
  return (
    <DetailFrame
      query={id ? promo : null}
      back={{ to: '/console/promotions', label: t('codes.back') }}
      notFoundLabel={t('codes.notFound')}
      title={saved ? t('codes.editTitle', { code: saved.code }) : t('codes.new')}
      tag={saved && <PromotionStatusTag status={saved.status} kind="code" />}
      actions={
        saved && (
          <Flex gap={8}>
            <Button onClick={() => setUsageOpen(true)}>{t('usage.open')}</Button>
            <PromoEnabledButton promo={saved} />
          </Flex>
        )
      }
    >
      <PromoCodeForm
        key={saved ? `${saved.id}-${saved.updatedAt}` : 'new'}
        {...(saved ? { promo: saved } : {})}
        isAdmin={isAdmin}
        onSaved={(p) => {
          void message.success(t('form.saved'));
          if (!saved) void navigate(`/console/promotions/codes/${p.id}`, { replace: true });
        }}
      />
      {saved && <PromoUsageDrawer promo={saved} open={usageOpen} onClose={() => setUsageOpen(false)} />}
    </DetailFrame>
  );
}
