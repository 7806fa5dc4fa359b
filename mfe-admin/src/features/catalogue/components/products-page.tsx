// /admin/catalogue: the products table. Filters, sort and page live in the address (a reload or a
// shared link shows the same list); ticked rows can be published, unpublished or marked sold out.
import { useState, type JSX } from 'react';
import { Link, useSearchParams } from '@rmj/router';
import { roleCan, type StaffRole } from '@rmj/contracts';
import { Pagination } from '@rmj/ui';
import { AdminPage } from '../../../components/admin-page';
import { LoadFailed } from '../../../components/load-failed';
import { failureMessage } from '../../../lib/messages';
import { useAdminProductsQuery } from '../api/get-products';
import { CATALOGUE_MESSAGES, productCount } from '../lib/catalogue-messages';
import { CATALOGUE_PATHS } from '../lib/catalogue-paths';
import { productsQuery, readListState, writeListState, type ListState } from '../lib/list-state';
import { BulkActions } from './bulk-actions';
import { ProductsFilters } from './products-filters';
import { ProductsTable } from './products-table';
import './catalogue.css';

export function ProductsPage(): JSX.Element {
  return (
    <AdminPage title="Catalogue" permission="readCatalogue">
      {(session) => <ProductsScreen role={session.staff.role} />}
    </AdminPage>
  );
}

function ProductsScreen({ role }: { role: StaffRole }): JSX.Element {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const query = productsQuery(state);
  const { data, error, isFetching, refetch } = useAdminProductsQuery(query);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [listKey, setListKey] = useState(params.toString());
  const [notice, setNotice] = useState<string | null>(null);
  const canEdit = roleCan(role, 'editCatalogue');

  // Another page, filter or sort shows other rows: what was ticked on the old list is forgotten.
  if (listKey !== params.toString()) {
    setListKey(params.toString());
    setSelected(new Set());
    setNotice(null);
  }
  const show = (next: ListState) => setParams(writeListState(next));
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="adm-cat">
      <div className="adm-cat-toolbar">
        {canEdit && (
          <Link className="adm-button" to={CATALOGUE_PATHS.newProduct}>
            New product
          </Link>
        )}
        <Link className="adm-button adm-button--quiet" to={CATALOGUE_PATHS.importExport}>
          {canEdit ? 'Import or export CSV' : 'Export CSV'}
        </Link>
      </div>
      <ProductsFilters state={state} onChange={show} />
      {canEdit && selected.size > 0 && (
        <BulkActions
          productIds={[...selected]}
          onDone={(result) => {
            setSelected(new Set());
            setNotice(result);
          }}
        />
      )}
      {notice && (
        <p className="adm-message adm-message--ok" role="status">
          {notice}
        </p>
      )}
      <p className="adm-cat-count" role="status">
        {data ? `${productCount(data.total)} found` : isFetching ? 'Loading products…' : ''}
      </p>
      {error ? (
        <LoadFailed message={failureMessage(error, CATALOGUE_MESSAGES.listFailed)} onRetry={refetch} />
      ) : data && data.items.length === 0 ? (
        <p className="adm-message">{CATALOGUE_MESSAGES.noProducts}</p>
      ) : data ? (
        <ProductsTable
          products={data.items}
          sort={state.sort}
          onSort={(sort) => show({ ...state, sort, page: 1 })}
          selectable={canEdit}
          selected={selected}
          onSelect={setSelected}
        />
      ) : null}
      <Pagination page={state.page} totalPages={totalPages} onPageChange={(page) => show({ ...state, page })} />
    </div>
  );
}
