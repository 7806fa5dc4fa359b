// /admin/settings (owner): what the shop shows and charges that the owner may change. Other roles
// see the frame's refusal; the values load with their version and are saved on it.
import type { JSX } from 'react';
import { AdminPage } from '../../../components/admin-page';
import { NO_CONNECTION_MESSAGE } from '../../../lib/messages';
import { useAdminSettingsQuery } from '../api/shop-settings';
import { SettingsForm } from './settings-form';
import './settings.css';

function Settings(): JSX.Element {
  const { data, isLoading, isError, refetch } = useAdminSettingsQuery();
  if (isLoading) return <p role="status">Loading the settings…</p>;
  if (isError || !data) {
    return (
      <div className="adm-message adm-message--error" role="alert">
        <p>{NO_CONNECTION_MESSAGE}</p>
        <button type="button" className="adm-button adm-button--quiet" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <SettingsForm record={data} onReload={() => refetch().unwrap()} />;
}

export function SettingsPage(): JSX.Element {
  return (
    <AdminPage title="Settings" permission="manageSettings">
      <Settings />
    </AdminPage>
  );
}
