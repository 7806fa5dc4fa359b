// The floor page of `pnpm bench web`: the least a React 19 page can be (one component, a heading and a
// paragraph, rendered in the browser with createRoot). The bench builds it with esbuild and has the
// shop's gateway serve it beside the shop, so its Lighthouse figures show what this machine gives any
// React page, and the shop's figures can be read against them.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function FloorPage() {
  return (
    <main>
      <h1>RMJ Jewellers</h1>
      <p>Silver and gold jewellery for men, women, kids and couples, made to order in India.</p>
    </main>
  );
}

const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <FloorPage />
    </StrictMode>,
  );
