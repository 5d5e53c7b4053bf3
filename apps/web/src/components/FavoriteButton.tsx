import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { type FavouriteTargetProps, useFavourite } from '@/lib/favourites/use-favourite';
import { useSignInPrompt } from './SignInPrompt';

/** Props of FavoriteButton. */
export interface FavoriteButtonProps extends FavouriteTargetProps {
  /** Name of the product or merchant, read out with the button when it shows only its icon. */
  name?: string;
  /** A labelled button (default) or a round icon button for cards. */
  variant?: 'button' | 'icon';
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * The favourite toggle of products and merchants (spec sections 2, 5 and 8): a pressed/unpressed button for
 * members, optimistic with rollback; a visitor is asked to sign in and comes back to this page afterwards.
 */
export function FavoriteButton({ targetType, targetId, initial, name, variant = 'button', size, className }: FavoriteButtonProps) {
  const { t } = useTranslation('favourites');
  const { signedIn, isFavourite, isChecking, toggle } = useFavourite({ targetType, targetId, initial });
  const promptSignIn = useSignInPrompt();

  const onClick = () => {
    if (!signedIn) promptSignIn(t(targetType === 'PRODUCT' ? 'signIn.reasonProduct' : 'signIn.reasonMerchant'));
    else toggle();
  };

  const icon = isFavourite ? <HeartFilled style={{ color: '#e0245e' }} /> : <HeartOutlined />;
  // The name stays the same whichever the state (aria-pressed carries it), so screen readers hear one control.
  const label = name ? t('button.labelNamed', { name }) : t('button.label');
  const common = {
    'aria-pressed': isFavourite,
    onClick,
    icon,
    size,
    className,
    // While the first check runs the state is unknown; a click then could add something already saved.
    disabled: isChecking,
  } as const;

  if (variant === 'icon') {
    return (
      <Tooltip title={t(isFavourite ? 'button.saved' : 'button.save')}>
        <Button {...common} shape="circle" aria-label={label} />
      </Tooltip>
    );
  }
  return (
    <Button {...common} aria-label={label}>
      {t('button.label')}
    </Button>
  );
}
