import { Route, Routes } from 'react-router';
import { ProductFormPage } from './ProductFormPage';
import { ProductsListPage } from './ProductsListPage';

/** /console/products: the table, a new product at /console/products/new, one product's form at /console/products/:id. */
export default function ProductsSection() {
  return (
    <Routes>
      <Route index element={<ProductsListPage />} />
      <Route path="new" element={<ProductFormPage />} />
      <Route path=":id" element={<ProductFormPage />} />
    </Routes>
  );
}
