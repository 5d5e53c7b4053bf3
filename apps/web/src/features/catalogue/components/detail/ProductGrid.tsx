import type { PriceMode, ProductCard as ProductCardData } from '@sme/shared/schemas/catalogue';
import { CardGrid, CardGridItem } from '@/components/ui/CardGrid';
import { ProductCard } from '@/components/catalogue/ProductCard';

/** Product cards in the catalogue's grid (you-may-like, a merchant's hot products). */
export function ProductGrid({ products, priceMode, label }: { products: readonly ProductCardData[]; priceMode?: PriceMode; label?: string }) {
  return (
    <CardGrid label={label}>
      {products.map((p) => (
        <CardGridItem key={p.id}>
          <ProductCard product={p} priceMode={priceMode} />
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
