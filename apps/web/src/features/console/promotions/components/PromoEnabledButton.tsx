import type { ConsolePromoView } from '@sme/shared/schemas/console-promotions';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetPromoEnabled } from '../api/set-promo-enabled';
import { useFeedback } from '@/lib/ui/feedback';

/** Disable (checkout then treats the code as unknown) or enable a saved code, after a confirmation saying what changes. */
export function PromoEnabledButton({ promo }: { promo: Pick<ConsolePromoView, 'id' | 'code' | 'status'> }) {
  const { t } = useTranslation('consolePromotions');
  const { modal, message } = useFeedback();
  const setEnabled = useSetPromoEnabled();
  const enable = promo.status === 'DISABLED';
  const confirm = () =>
    modal.confirm({
      title: t(enable ? 'codes.enableTitle' : 'codes.disableTitle', { code: promo.code }),
      content: t(enable ? 'codes.enableText' : 'codes.disableText'),
      okText: t(enable ? 'codes.enable' : 'codes.disable'),
      okButtonProps: { danger: !enable },
      cancelText: t('form.cancel'),
      onOk: async () => {
        await setEnabled.mutateAsync({ id: promo.id, enable });
        void message.success(t(enable ? 'codes.enabled' : 'codes.disabled'));
      },
    });
  return (
    <Button danger={!enable} loading={setEnabled.isPending} onClick={confirm}>
      {t(enable ? 'codes.enable' : 'codes.disable')}
    </Button>
  );
}
