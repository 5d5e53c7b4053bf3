import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-page';
import { FilterBar } from './FilterBar';
import { FilterSearch } from './FilterSearch';
import { FilterSelect } from './FilterSelect';
import { PagedTable } from './PagedTable';
import { useUrlFilters } from './use-url-filters';

const KEYS = ['q', 'status'] as const;
const TOTAL = 45;

/** A console list built from the kit over a fake server of 45 rows, echoing the filters it was asked for. */
function ListUnderTest() {
  const filters = useUrlFilters(KEYS);
  const { values, page, size, update } = filters;
  const list = Array.from({ length: Math.min(size, TOTAL - (page - 1) * size) }, (_, i) => ({ id: `${page}-${i}`, name: `Row ${page}-${i}` }));
  return (
    <>
      <FilterBar label="Filters">
        <FilterSearch label="Search" placeholder="Search rows" value={values.q} onSearch={(q) => update({ q })} />
        <FilterSelect
          label="Status"
          placeholder="All statuses"
          value={values.status}
          onChange={(status) => update({ status })}
          options={[{ value: 'OPEN', label: 'Open' }]}
        />
      </FilterBar>
      <p>{`asked: ${values.q ?? '-'} ${values.status ?? '-'} page ${page} size ${size}`}</p>
      <PagedTable
        query={{ data: { list, total: TOTAL }, isFetching: false, isError: false, error: null, refetch: () => {} }}
        paging={filters}
        columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
      />
    </>
  );
}

// antd tables take seconds to render on two busy cores; the project's 15 s default is too tight.
describe('console list kit: filters and paging in the URL', { timeout: 60_000 }, () => {
  it('reads filters and page from the URL, pages through the URL, and goes back to page 1 when a filter changes', async () => {
    const { router } = renderPage('/list', <ListUnderTest />, '/list?page=2');

    expect(await screen.findByText('asked: - - page 2 size 20', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('Row 2-0')).toBeTruthy();
    expect(screen.getByText('45 in total')).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Filters' })).toBeTruthy();

    // Paging writes the page to the URL.
    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByText('Row 3-0')).toBeTruthy();

    // Choosing a status writes it to the URL and starts again from page 1.
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('Open'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=OPEN'));
    expect(await screen.findByText('asked: - OPEN page 1 size 20')).toBeTruthy();

    // Paging keeps the filters; a new search is trimmed, kept with the status, and goes back to page 1.
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=OPEN&page=2'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '  tea {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=OPEN&q=tea'));
    expect(await screen.findByText('asked: tea OPEN page 1 size 20')).toBeTruthy();
  });
});
