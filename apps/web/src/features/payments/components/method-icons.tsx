import {
  AlipayCircleOutlined,
  BankOutlined,
  CreditCardOutlined,
  DollarCircleOutlined,
  ExperimentOutlined,
  TruckOutlined,
  WalletOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import type { PaymentMethod } from '@sme/shared/schemas/payments';
import type { ReactNode } from 'react';

/** One icon per payment method (antd icons: no third-party logos or external images). */
export const METHOD_ICONS: Record<PaymentMethod, ReactNode> = {
  CARD: <CreditCardOutlined />,
  WECHAT_PAY: <WechatOutlined />,
  ALIPAY: <AlipayCircleOutlined />,
  PAYPAL: <WalletOutlined />,
  CRYPTO: <DollarCircleOutlined />,
  FPS: <BankOutlined />,
  COD: <TruckOutlined />,
  TEST: <ExperimentOutlined />,
};
