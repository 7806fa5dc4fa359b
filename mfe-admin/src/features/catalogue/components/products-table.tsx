// The products of one page: a table at desk width, a list of cards on a phone (catalogue.css).
// Material carries the purity and net weight; a piece priced by weight shows its price at today's
// rate (as the catalog answers it) marked "by weight".
// Column headers sort (a second click reverses); ticked rows feed the bulk actions.
import type { JSX } from 'react';
import { Link } from '@rmj/router';
import { purityName, type AdminProduct } from '@rmj/contracts';
import { formatINR } from '@rmj/ui';
import { CATALOGUE_PATHS } from '../lib/catalogue-paths';
import { sortDirection, toggledSort, type SortColumn, type SortValue } from '../lib/list-state';
import { AUDIENCE_LABELS, formatDate, statusChips } from '../lib/product-labels';
import { ProductThumb, StatusChips } from './product-thumb';

export interface ProductsTableProps {
  products: AdminProduct[];
  sort: SortValue;
  onSort: (sort: SortValue) => void;
  /** Rows have checkboxes (roles that may edit). */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelect: (selected: ReadonlySet<string>) => void;
}

const COLUMN_LABELS: Record<SortColumn, string> = { name: 'Name', price: 'Price', stock: 'Stock', updated: 'Updated' };

export function ProductsTable(props: ProductsTableProps): JSX.Element {
  const { products, sort, onSort, selectable, selected, onSelect } = props;
  const allTicked = products.length > 0 && products.every((p) => selected.has(p.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  const header = (column: SortColumn) => {
    const direction = sortDirection(sort, column);
    return (
      <th scope="col" aria-sort={direction}>
        <button type="button" className="adm-cat-sort" onClick={() => onSort(toggledSort(sort, column))}>
          {COLUMN_LABELS[column]}
          <span aria-hidden="true">{direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ''}</span>
        </button>
      </th>
    );
  };

  return (
    <div className="adm-table-wrap">
      <table className="adm-table adm-cat-table">
        <caption className="adm-visually-hidden">Products, sorted by {sortLabel(sort)}</caption>
        <thead>
          <tr>
            {selectable && (
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Select every product on this page"
                  checked={allTicked}
                  onChange={() => onSelect(allTicked ? new Set() : new Set(products.map((p) => p.id)))}
                />
              </th>
            )}
            <th scope="col">Photo</th>
            {header('name')}
            <th scope="col">For · category</th>
            <th scope="col">Material</th>
            {header('price')}
            {header('stock')}
            <th scope="col">Status</th>
            {header('updated')}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              {selectable && (
                <td className="adm-cat-cell-tick">
                  <input
                    type="checkbox"
                    aria-label={`Select ${product.name}`}
                    checked={selected.has(product.id)}
                    onChange={() => toggle(product.id)}
                  />
                </td>
              )}
              <td className="adm-cat-cell-photo">
                <ProductThumb product={product} />
              </td>
              <td className="adm-cat-cell-name">
                <Link to={CATALOGUE_PATHS.product(product.id)}>{product.name}</Link>
                {product.nameTa && (
                  <span className="adm-cat-sub" lang="ta">
                    {product.nameTa}
                  </span>
                )}
              </td>
              <td data-label="For">
                {AUDIENCE_LABELS[product.peopleCategory]} · {product.productCategory}
              </td>
              <td data-label="Material">
                {product.productType}
                <MakeLine product={product} />
              </td>
              <td data-label="Price">
                {formatINR(product.price)}
                {product.pricingMode === 'by-weight' && <span className="adm-cat-sub">by weight, today’s rate</span>}
              </td>
              <td data-label="Stock">{product.stock}</td>
              <td data-label="Status">
                <StatusChips chips={statusChips(product)} />
              </td>
              <td data-label="Updated">{formatDate(product.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Purity and net weight under the material: "22K (916) · 8.45 g". */
function MakeLine({ product }: { product: AdminProduct }): JSX.Element | null {
  const purity = purityName(product.productType, product.fineness);
  const weight =
    product.gram != null ? `${product.gram.toLocaleString('en-IN', { maximumFractionDigits: 3 })} g` : undefined;
  const line = [purity, weight].filter(Boolean).join(' · ');
  return line ? <span className="adm-cat-sub">{line}</span> : null;
}

function sortLabel(sort: SortValue): string {
  const column = sort.replace(/^-/, '') as SortColumn;
  return `${COLUMN_LABELS[column].toLowerCase()}, ${sort.startsWith('-') ? 'descending' : 'ascending'}`;
}
