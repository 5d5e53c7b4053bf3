import {
  BankOutlined,
  CrownOutlined,
  DollarOutlined,
  GlobalOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { AssistantTopic } from '@sme/shared/schemas/assistant';
import type { ReactNode } from 'react';

/** The icon of each suggested-question topic (on /ask and in the chat's welcome prompts). */
export const TOPIC_ICONS: Record<AssistantTopic, ReactNode> = {
  COMPANY_REGISTRATION: <SolutionOutlined />,
  BANK_ACCOUNT: <BankOutlined />,
  BUSINESS_LOANS: <DollarOutlined />,
  CROSS_BORDER_PAYMENTS: <SwapOutlined />,
  TRADE_FINANCE: <GlobalOutlined />,
  MEMBERSHIP: <CrownOutlined />,
  MARKETPLACE: <ShopOutlined />,
  SHOP_ORDERS: <ShoppingCartOutlined />,
};
