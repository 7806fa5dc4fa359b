// The cart with no lines.
import type { JSX } from 'react';
import { paths } from '@rmj/contracts';
import { Link } from '@rmj/router';

export function CartEmpty(): JSX.Element {
  return (
    <section className="crt-empty">
      <h1 className="crt-empty__title">Your cart is empty</h1>
      <div className="crt-empty__links">
        <Link to={paths.home()} className="crt-empty__primary">
          Continue shopping
        </Link>
        <Link to={paths.account()} className="crt-empty__secondary">
          Log in
        </Link>
      </div>
    </section>
  );
}
