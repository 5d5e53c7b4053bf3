import { Route, Routes } from 'react-router';
import { ContentFormPage } from './ContentFormPage';
import { ContentListPage } from './ContentListPage';

/** /console/content: the table, a new item at /console/content/new, one item's form at /console/content/:id. */
export default function ContentSection() {
  return (
    <Routes>
      <Route index element={<ContentListPage />} />
      <Route path="new" element={<ContentFormPage />} />
      <Route path=":id" element={<ContentFormPage />} />
    </Routes>
  );
}
