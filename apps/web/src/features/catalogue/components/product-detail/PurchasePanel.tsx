import { FileTextOutlined, ShoppingCartOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Codes } from '@sme/shared/codes';
import { appliedUnitPriceMinor, canOrderIn, clampQuantity, hasWholesalePrice, quantityBounds, specificationLabel } from '@sme/shared/purchase-rules';
import { cartSpecification } from '@sme/shared/cart-specification';
import type { PriceMode, ProductDetail } from '@sme/shared/schemas/catalogue';
import { Alert, Button, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Price } from '@/components/catalogue/Price';
import { formatPrice } from '@/lib/format/format-price';
import { FavoriteButton } from '@/components/FavoriteButton';
import { useSignInPrompt } from '@/components/SignInPrompt';
import { ApiError } from '@/lib/api';
import { useAddToCart } from '@/lib/cart/add-to-cart';
import { buyNowPath } from '@/lib/checkout/buy-now-link';
import { useLocale } from '@/lib/i18n';
import { useIsLoggedIn } from '@/lib/session/user-store';
import { feedback } from '@/lib/ui/feedback';
import { DeliveryTypes } from './DeliveryTypes';
import { PriceModeSwitch } from './PriceModeSwitch';
import styles from './PurchasePanel.module.css';
import { specialOfferHref } from './special-offer-link';
import { StockLine } from './StockLine';
import { usePriceMode } from './use-price-mode';
import { NumberInput } from '@/components/ui/NumberInput';

/** The form's values: one choice per specification option (by index, names may hold any character) and a quantity. */
interface PurchaseValues {
  spec?: Record<string, string | undefined>;
  quantity?: number | null;
}

/**
 * The buying side of /pd: retail or wholesale pricing, specification choice, quantity within the stock (and the
 * wholesale minimum), add to cart and buy now, favourite, and the special order request. A visitor is asked to sign
 * in; a member's choice goes to cart.add with the price mode, or with buy now straight to checkout with that product
 * and quantity only (the cart is left as it is, so buying twice never adds anything to it).
 */
export function PurchasePanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const signedIn = useIsLoggedIn();
  const promptSignIn = useSignInPrompt();
  const wholesaleAvailable = hasWholesalePrice(product.price);
  const [mode, setMode] = usePriceMode(wholesaleAvailable);
  const bounds = quantityBounds(product.price, product.stock, mode);
  const orderable = canOrderIn(product.price, product.stock, mode);
  const [form] = Form.useForm<PurchaseValues>();
  const watchedSpec = Form.useWatch('spec', form);
  const quantity = clampQuantity(Form.useWatch('quantity', form), bounds);
  const addToCart = useAddToCart();
  const navigate = useNavigate();

  const chosen = Object.fromEntries(product.specOptions.map((o, i) => [o.name, watchedSpec?.[String(i)]]));
  const specification = specificationLabel(product.specOptions, chosen);
  const offerHref = specialOfferHref({ productId: product.id, productName: product.name, productCode: product.code, specification, quantity });

  const changeMode = (next: PriceMode) => {
    setMode(next);
    // Wholesale raises the quantity to its minimum; going back to retail keeps what the buyer chose.
    form.setFieldValue('quantity', clampQuantity(form.getFieldValue('quantity') as number | null, quantityBounds(product.price, product.stock, next)));
  };

  const order = async (buyNow: boolean) => {
    if (!signedIn) {
      promptSignIn(t('pd.signInToOrder'));
      return;
    }
    try {
      await form.validateFields();
    } catch {
      return; // The missing choices are now marked on their fields.
    }
    // Read the form itself: the watched values may not have re-rendered yet when the click follows a choice at once.
    const chosenSpec = form.getFieldValue('spec') as PurchaseValues['spec'];
    const choice = {
      productId: product.id,
      specification: cartSpecification(product.specOptions, chosenSpec),
      quantity: clampQuantity(form.getFieldValue('quantity') as number | null, bounds),
      priceMode: mode,
    };
    if (buyNow) {
      void navigate(buyNowPath(choice));
      return;
    }
    addToCart.mutate(choice, {
      onSuccess: () => void feedback().message.success(t('pd.addedToCart')),
      onError: (error) => {
        // Other failures were already told by the API client.
        if (error instanceof ApiError && error.code === Codes.INSUFFICIENT_STOCK.code)
          void feedback().message.error(t('pd.insufficientStock', { count: product.stock }));
      },
    });
  };

  return (
    <Form<PurchaseValues> form={form} layout="vertical" requiredMark={false} initialValues={{ quantity: bounds.min }} className={styles.panel}>
      <div className={styles.priceBox}>
        <Price price={product.price} mode={mode} size="large" />
      </div>
      <PriceModeSwitch mode={mode} onChange={changeMode} wholesaleAvailable={wholesaleAvailable} minWholesaleQty={product.price.minWholesaleQty} />

      {product.specOptions.map((option, i) => (
        <Form.Item
          key={option.name}
          name={['spec', String(i)]}
          label={option.name}
          rules={[{ required: true, message: t('pd.chooseSpec', { name: option.name }) }]}
          className={styles.field}
        >
          <Radio.Group aria-label={option.name} optionType="button" options={option.values.map((v) => ({ value: v, label: v }))} />
        </Form.Item>
      ))}

      <Form.Item label={t('pd.quantity')} htmlFor="pd-quantity" className={styles.field} extra={<StockLine stock={product.stock} />}>
        <Form.Item name="quantity" noStyle>
          <NumberInput
            id="pd-quantity"
            size="large"
            min={bounds.min}
            max={Math.max(bounds.min, bounds.max)}
            precision={0}
            mode="spinner"
            disabled={!orderable}
            className={styles.quantity}
          />
        </Form.Item>
      </Form.Item>

      {orderable && (
        <p className={styles.total}>
          {t('pd.total', { amount: formatPrice(appliedUnitPriceMinor(product.price, mode, quantity) * quantity, product.price.currency, locale) })}
        </p>
      )}

      <DeliveryTypes types={product.deliveryTypes} />

      {!orderable && (
        <Alert
          className={styles.alert}
          type="warning"
          showIcon
          title={product.stock <= 0 ? t('pd.outOfStock') : t('pd.belowWholesaleMinimum', { count: bounds.min, stock: product.stock })}
          description={t('pd.outOfStockHint')}
          action={
            <Link to={offerHref} className={styles.alertLink}>
              {t('pd.requestSpecialOrder')}
            </Link>
          }
        />
      )}

      <div className={styles.actions}>
        <Button size="large" icon={<ShoppingCartOutlined />} disabled={!orderable} loading={addToCart.isPending} onClick={() => void order(false)}>
          {t('pd.addToCart')}
        </Button>
        <Button size="large" type="primary" icon={<ThunderboltOutlined />} disabled={!orderable} onClick={() => void order(true)}>
          {t('pd.buyNow')}
        </Button>
        <FavoriteButton targetType="PRODUCT" targetId={product.id} initial={product.isFavourite} size="large" />
      </div>

      {orderable && (
        <p className={styles.special}>
          <FileTextOutlined aria-hidden /> {t('pd.specialOrderPrompt')} <Link to={offerHref}>{t('pd.requestSpecialOrder')}</Link>
        </p>
      )}
    </Form>
  );
}
