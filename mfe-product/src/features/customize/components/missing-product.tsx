// /customize opened without a ring (a link, a reload): the page needs the ring chosen in the collection.
import type { JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { paths } from '@rmj/contracts';

export function MissingProduct(): JSX.Element {
  const navigate = useNavigate();
  return (
    <div className="prd-empty">
      <h2 className="prd-empty__title">Product information missing</h2>
      <p>Please select a product from our collection first.</p>
      <button type="button" className="ui-button" onClick={() => navigate(paths.womensRings())}>
        Browse Collection
      </button>
    </div>
  );
}
