import {
  AppstoreOutlined,
  BarcodeOutlined,
  BgColorsOutlined,
  CalculatorOutlined,
  CloudServerOutlined,
  CoffeeOutlined,
  FireOutlined,
  LaptopOutlined,
  MobileOutlined,
  PrinterOutlined,
  ShoppingOutlined,
  SkinOutlined,
  SolutionOutlined,
  SunOutlined,
  ToolOutlined,
  TruckOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The icon of each category, by slug (the key that stays when names are translated or edited). Only the catalogue
 * pages that show category tiles import this, so the icons load with their route, not with /home.
 */
const ICONS: Readonly<Record<string, ComponentType>> = {
  'food-beverage': ShoppingOutlined,
  'tea-coffee': CoffeeOutlined,
  'fresh-produce': SunOutlined,
  'dried-seafood': FireOutlined,
  'business-services': SolutionOutlined,
  'accounting-secretarial': CalculatorOutlined,
  'logistics-services': TruckOutlined,
  'design-marketing': BgColorsOutlined,
  'it-services': CloudServerOutlined,
  'office-industrial': ToolOutlined,
  'printing-packaging': PrinterOutlined,
  'uniforms-textiles': SkinOutlined,
  electronics: LaptopOutlined,
  'mobile-accessories': MobileOutlined,
  'pos-hardware': BarcodeOutlined,
};

/** The icon for a category slug; categories added later without one get a generic icon. */
export function CategoryIcon({ slug }: { slug: string }) {
  const Icon = ICONS[slug] ?? AppstoreOutlined;
  return <Icon />;
}
