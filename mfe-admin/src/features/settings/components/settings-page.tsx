// /admin/settings (owner): what the shop shows and charges that the owner may change. Other roles
// see the frame's refusal; the values load with their version and are saved on it.
import type { JSX } from 'react';
import { AdminPage } from '../../../components/admin-page';
import { LoadFailed } from '../../../components/load-failed';
import { useAdminSettingsQuery } from '../api/shop-settings';
import { SettingsForm } from './settings-form';
import './settings.css';

function Settings(): JSX.Element {
  const { data, isLoading, isError, refetch } = useAdminSettingsQuery();
  if (isLoading) return <p role="status">Loading the settings…</p>;
  if (isError || !data) {
    return <LoadFailed onRetry={refetch} />;
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
