import { CrownOutlined, ReadOutlined, RobotOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { FileSearchOutlined, InboxOutlined, SolutionOutlined, UserOutlined } from '@ant-design/icons';
import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  FileProtectOutlined,
  GiftOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { Role } from '@sme/shared/constants';
import type { ComponentType } from 'react';

/**
 * The console's sections: the left menu and the routes both come from this list, so adding a section (catalogue,
 * promotions, members, reports) is one entry here plus its folder. A section's module default-exports its routes
 * (relative to /console/<path>) and is loaded only when opened. `roles` only hides what the server would refuse.
 */
export interface ConsoleSection {
  key: string;
  /** Path under /console. */
  path: string;
  /** Menu label and page title (namespace console). */
  labelKey: string;
  icon: ComponentType;
  /** Roles that see the section. */
  roles: readonly Role[];
  load: () => Promise<{ default: ComponentType }>;
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  {
    key: 'orders',
    path: 'orders',
    labelKey: 'nav.orders',
    icon: ShoppingOutlined,
    roles: ['ADMIN', 'MERCHANT_STAFF'],
    load: () => import('./orders/OrdersSection'),
  },
  {
    key: 'products',
    path: 'products',
    labelKey: 'nav.products',
    icon: AppstoreOutlined,
    roles: ['ADMIN', 'MERCHANT_STAFF'],
    load: () => import('./catalogue/products/ProductsSection'),
  },
  {
    key: 'specialOrders',
    path: 'special-orders',
    labelKey: 'nav.specialOrders',
    icon: SolutionOutlined,
    roles: ['ADMIN', 'MERCHANT_STAFF'],
    load: () => import('./catalogue/special-orders/SpecialOrdersSection'),
  },
  {
    key: 'content',
    path: 'content',
    labelKey: 'nav.content',
    icon: ReadOutlined,
    roles: ['ADMIN', 'MERCHANT_STAFF'],
    load: () => import('./catalogue/content/ContentSection'),
  },
  { key: 'catalogue', path: 'catalogue', labelKey: 'nav.catalogue', icon: TagsOutlined, roles: ['ADMIN'], load: () => import('./catalogue/CatalogueSection') },
  {
    key: 'promotions',
    path: 'promotions',
    labelKey: 'nav.promotions',
    icon: GiftOutlined,
    roles: ['ADMIN', 'MERCHANT_STAFF'],
    load: () => import('./promotions/PromotionsSection'),
  },
  {
    key: 'reports',
    path: 'reports',
    labelKey: 'nav.reports',
    icon: BarChartOutlined,
    roles: ['ADMIN', 'MERCHANT_STAFF'],
    load: () => import('./reports/ReportsSection'),
  },
  { key: 'payments', path: 'payments', labelKey: 'nav.payments', icon: WalletOutlined, roles: ['ADMIN'], load: () => import('./payments/PaymentsSection') },
  {
    key: 'contract',
    path: 'contract',
    labelKey: 'nav.contract',
    icon: FileProtectOutlined,
    roles: ['ADMIN', 'MERCHANT_STAFF'],
    load: () => import('./contracts/ContractSection'),
  },
  { key: 'members', path: 'members', labelKey: 'nav.members', icon: UserOutlined, roles: ['ADMIN'], load: () => import('./members/MembersSection') },
  {
    key: 'membership',
    path: 'membership',
    labelKey: 'nav.membership',
    icon: CrownOutlined,
    roles: ['ADMIN'],
    load: () => import('./membership/MembershipSection'),
  },
  {
    key: 'bookings',
    path: 'bookings',
    labelKey: 'nav.bookings',
    icon: VideoCameraOutlined,
    roles: ['ADMIN', 'ADVISER'],
    load: () => import('./booking/BookingSection'),
  },
  {
    key: 'applications',
    path: 'applications',
    labelKey: 'nav.applications',
    icon: FileSearchOutlined,
    roles: ['ADMIN', 'REVIEWER'],
    load: () => import('./applications/review/ReviewSection'),
  },
  { key: 'inbox', path: 'inbox', labelKey: 'nav.inbox', icon: InboxOutlined, roles: ['ADMIN'], load: () => import('./applications/InboxSection') },
  { key: 'assistant', path: 'assistant', labelKey: 'nav.assistant', icon: RobotOutlined, roles: ['ADMIN'], load: () => import('./assistant/AssistantSection') },
  { key: 'audit', path: 'audit', labelKey: 'nav.audit', icon: AuditOutlined, roles: ['ADMIN'], load: () => import('./audit/AuditSection') },
  { key: 'staff', path: 'staff', labelKey: 'nav.staff', icon: TeamOutlined, roles: ['ADMIN'], load: () => import('./staff/StaffSection') },
];

/** The sections a staff member with these roles may open, in menu order. */
export function sectionsFor(roles: readonly Role[]): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((s) => s.roles.some((r) => roles.includes(r)));
}
