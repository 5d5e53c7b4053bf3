import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DetailFrame } from '../../kit/DetailFrame';
import { useConsoleMerchant } from './api/get-console-merchant';
import { VisibilityTag } from '../components/VisibilityTag';
import { MerchantForm } from './MerchantForm';
import { useFeedback } from '@/lib/ui/feedback';

/** /console/catalogue/merchants/new and /:id: the merchant form. */
export function MerchantFormPage() {
  const { t } = useTranslation('consoleCatalogue');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const id = useParams().id;
  const merchant = useConsoleMerchant(id);
  const saved = merchant.data;
  return (
    <DetailFrame
      query={id ? merchant : null}
      back={{ to: '/console/catalogue/merchants', label: t('merchants.back') }}
      notFoundLabel={t('merchants.notFound')}
      title={saved ? t('merchants.editTitle', { name: saved.nameEn }) : t('merchants.new')}
      tag={saved && <VisibilityTag status={saved.status} />}
    >
      <MerchantForm
        key={saved ? `${saved.id}-${saved.updatedAt}` : 'new'}
        {...(saved ? { merchant: saved } : {})}
        onSaved={(m) => {
          void message.success(t('saved'));
          if (!saved) void navigate(`/console/catalogue/merchants/${m.id}`, { replace: true });
        }}
      />
    </DetailFrame>
  );
}
