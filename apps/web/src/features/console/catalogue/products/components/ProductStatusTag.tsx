import type { ProductStatus } from '@sme/shared/schemas/console-products';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ProductStatus, string> = { ACTIVE: 'green', DRAFT: 'default', HIDDEN: 'orange' };

/** A product's status as a coloured tag. */
export function ProductStatusTag({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('console');
  return <Tag color={COLOURS[status]}>{t(`products.statuses.${status}`)}</Tag>;
}
