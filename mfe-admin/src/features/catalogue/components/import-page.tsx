// /admin/catalogue/import: the catalogue as a CSV file (for a spreadsheet), and a CSV file back in.
// An import checks every row first; with any bad row nothing is changed and each row's problem is
// listed by its line number as the spreadsheet shows it.
import { useId, useState, type FormEvent, type JSX } from 'react';
import { Link } from '@rmj/router';
import {
  CATALOG_ADMIN_MESSAGES,
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_MAX_BYTES,
  roleCan,
  type StaffRole,
} from '@rmj/contracts';
import { AdminPage } from '../../../components/admin-page';
import { failureMessage } from '../../../lib/messages';
import { useAdminExportCatalogueMutation } from '../api/export-catalogue';
import { useAdminImportCatalogueMutation } from '../api/import-catalogue';
import { CATALOGUE_MESSAGES } from '../lib/catalogue-messages';
import { CATALOGUE_PATHS } from '../lib/catalogue-paths';
import { badRowsOf, exportFileName, importedSummary, saveTextFile } from '../lib/csv-files';
import './catalogue.css';
import './catalogue-editor.css';

export function ImportPage(): JSX.Element {
  return (
    <AdminPage title="Import and export" permission="readCatalogue">
      {(session) => <ImportScreen role={session.staff.role} />}
    </AdminPage>
  );
}

type Outcome =
  | { kind: 'imported'; text: string }
  | { kind: 'rows'; rows: { line: number; reason: string }[] }
  | { kind: 'failed'; text: string };

function ImportScreen({ role }: { role: StaffRole }): JSX.Element {
  const id = useId();
  const [download, exporting] = useAdminExportCatalogueMutation();
  const [send, importing] = useAdminImportCatalogueMutation();
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const exportNow = async () => {
    setExportFailure(null);
    try {
      saveTextFile(await download().unwrap(), exportFileName(new Date()), 'text/csv');
    } catch (error) {
      setExportFailure(failureMessage(error, CATALOGUE_MESSAGES.exportFailed));
    }
  };
  const importNow = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setOutcome({ kind: 'failed', text: CATALOGUE_MESSAGES.chooseCsv });
    // The service's limit and words, before a long upload it would refuse.
    if (file.size > CATALOGUE_CSV_MAX_BYTES)
      return setOutcome({ kind: 'failed', text: CATALOG_ADMIN_MESSAGES.csvTooLarge });
    setOutcome(null);
    try {
      setOutcome({ kind: 'imported', text: importedSummary(await send(file).unwrap()) });
    } catch (error) {
      const bad = badRowsOf(error);
      setOutcome(
        bad
          ? { kind: 'rows', ...bad }
          : { kind: 'failed', text: failureMessage(error, CATALOGUE_MESSAGES.importFailed) },
      );
    }
  };

  return (
    <div className="adm-cat">
      <Link className="adm-cat-back" to={CATALOGUE_PATHS.list}>
        ← All products
      </Link>
      <section className="adm-cat-panel" aria-labelledby={`${id}-export`}>
        <h2 id={`${id}-export`}>Export</h2>
        <p>Every current product (archived ones left out), one row each, to open in a spreadsheet.</p>
        <button type="button" className="adm-button" onClick={exportNow} disabled={exporting.isLoading}>
          {exporting.isLoading ? 'Preparing the file…' : 'Download the catalogue (CSV)'}
        </button>
        {exportFailure && (
          <p className="adm-message adm-message--error" role="alert">
            {exportFailure}
          </p>
        )}
      </section>
      {roleCan(role, 'editCatalogue') && (
        <section className="adm-cat-panel" aria-labelledby={`${id}-import`}>
          <h2 id={`${id}-import`}>Import</h2>
          <p>
            A CSV with the columns {CATALOGUE_CSV_COLUMNS.join(', ')}. A row with an id changes that product; a row
            without one adds a product. Every row is checked first: if any row has a problem, nothing is changed. Prices
            follow the same rule as the editor: only the owner can change them. nameTa and descriptionTa hold the Tamil
            name and description (save the file as CSV UTF-8); a file without those columns leaves them as they are.
          </p>
          <form className="adm-cat-import" onSubmit={importNow}>
            <div className="adm-field">
              <label htmlFor={`${id}-file`}>CSV file</label>
              <input
                id={`${id}-file`}
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setOutcome(null);
                }}
              />
            </div>
            <button type="submit" className="adm-button" disabled={importing.isLoading}>
              {importing.isLoading ? 'Importing…' : 'Import'}
            </button>
          </form>
          <ImportOutcome outcome={outcome} />
        </section>
      )}
    </div>
  );
}

function ImportOutcome({ outcome }: { outcome: Outcome | null }): JSX.Element | null {
  if (!outcome) return null;
  if (outcome.kind === 'imported') {
    return (
      <p className="adm-message adm-message--ok" role="status">
        {outcome.text}
      </p>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <p className="adm-message adm-message--error" role="alert">
        {outcome.text}
      </p>
    );
  }
  return (
    <div className="adm-message adm-message--error" role="alert">
      <p>
        <strong>{CATALOGUE_MESSAGES.importNothingChanged}</strong> {CATALOGUE_MESSAGES.importFixRows}
      </p>
      <ul className="adm-cat-bad-rows">
        {outcome.rows.map((row) => (
          <li key={`${row.line}-${row.reason}`}>
            Line {row.line}: {row.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
