// /customize opened without a ring (a link, a reload): the page needs the ring chosen in the collection.
import type { JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { paths } from '@rmj/contracts';
import { words } from '../../../i18n';

export function MissingProduct(): JSX.Element {
  const navigate = useNavigate();
  const t = words.useT();
  return (
    <div className="prd-empty">
      <h2 className="prd-empty__title">{t('missing.title')}</h2>
      <p>{t('missing.text')}</p>
      <button type="button" className="ui-button" onClick={() => navigate(paths.womensRings())}>
        {t('missing.browse')}
      </button>
    </div>
  );
}
