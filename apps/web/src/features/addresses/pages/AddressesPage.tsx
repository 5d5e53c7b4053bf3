import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_ADDRESSES, type AddressView } from '@sme/shared/schemas/addresses';
import { Button, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { ListEmpty, ListError } from '@/components/ui/ListStates';
import { PageContainer } from '@/components/PageContainer';
import { feedback } from '@/lib/ui/feedback';
import { useAddresses } from '../api/get-addresses';
import { useRemoveAddresses } from '../api/remove-addresses';
import { useSaveAddress } from '../api/save-address';
import { AddressCard } from '../components/AddressCard';
import { addressToFields } from '../components/address-values';
import styles from '../components/Addresses.module.css';

/** /addresses (login required): the member's delivery addresses, the default first; add, edit, set default, remove. */
export default function AddressesPage() {
  const { t } = useTranslation('addresses');
  const addresses = useAddresses();
  const remove = useRemoveAddresses();
  const save = useSaveAddress();
  const [checked, setChecked] = useState<string[]>([]);
  const busy = remove.isPending || save.isPending;
  const list = addresses.data?.list ?? [];
  // Ticks of addresses removed meanwhile (here or elsewhere) no longer count.
  const ticked = checked.filter((id) => list.some((a) => a.id === id));
  const full = list.length >= MAX_ADDRESSES;

  const removeIds = (ids: string[]) =>
    remove.mutate(ids, {
      onSuccess: () => {
        setChecked((c) => c.filter((id) => !ids.includes(id)));
        void feedback().message.success(t('list.removed', { count: ids.length }));
      },
    });
  const makeDefault = (address: AddressView) =>
    save.mutate({ ...addressToFields(address), id: address.id, isDefault: true }, { onSuccess: () => void feedback().message.success(t('list.defaultSet')) });

  let body;
  if (addresses.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!addresses.data) body = <ListError title={t('list.loadFailed')} onRetry={() => void addresses.refetch()} />;
  else if (list.length === 0) {
    body = (
      <ListEmpty
        title={t('list.emptyTitle')}
        body={t('list.emptyBody')}
        action={
          <ButtonLink to="/addressEdit" type="primary" size="large" icon={<PlusOutlined />}>
            {t('list.add')}
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <>
        <div className={styles.toolbar}>
          <ButtonLink to="/addressEdit" type="primary" icon={<PlusOutlined />} disabled={full}>
            {t('list.add')}
          </ButtonLink>
          <Popconfirm
            title={t('list.removeSelectedConfirm', { count: ticked.length })}
            okText={t('list.removeOk')}
            cancelText={t('list.cancel')}
            onConfirm={() => removeIds(ticked)}
            disabled={ticked.length === 0}
          >
            <Button danger icon={<DeleteOutlined />} disabled={ticked.length === 0 || busy}>
              {t('list.removeSelected', { count: ticked.length })}
            </Button>
          </Popconfirm>
        </div>
        {full && <p className={styles.hint}>{t('list.full', { max: MAX_ADDRESSES })}</p>}
        <ul className={styles.list} aria-label={t('list.title')}>
          {list.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={busy}
              checked={ticked.includes(address.id)}
              onCheck={(on) => setChecked((c) => (on ? [...c, address.id] : c.filter((id) => id !== address.id)))}
              onRemove={() => removeIds([address.id])}
              onMakeDefault={() => makeDefault(address)}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <PageContainer title={t('list.title')} subtitle={t('list.subtitle')}>
      {body}
    </PageContainer>
  );
}
