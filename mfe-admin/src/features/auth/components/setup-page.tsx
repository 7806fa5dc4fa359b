// /admin/setup: setting up a staff account from the e-mailed code. Follows once identity's staff
// contracts land.
import type { JSX } from 'react';
import '../../../styles/admin-base.css';

export function SetupPage(): JSX.Element {
  return (
    <div className="adm-centre">
      <section className="adm-card">
        <h1 className="adm-title">Set up your staff account</h1>
      </section>
    </div>
  );
}
