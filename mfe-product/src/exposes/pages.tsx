// Public entry of mfe-product: the screens the shell routes to.
import type { JSX } from 'react';

export function ProductPage(): JSX.Element {
  return <h1>Product</h1>;
}

export function CustomizePage(): JSX.Element {
  return <h1>Customise your ring</h1>;
}
