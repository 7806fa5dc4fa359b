// Every change of the rates, newest first: when, who, and each rate then (derived ones marked).
import type { JSX } from 'react';
import { RATE_KEYS, RATE_LABELS, type RateChange } from '@rmj/contracts';
import { formatWhen } from '../../../lib/format-when';
import { perGram, RATES_MESSAGES } from '../lib/rate-words';

export function RatesHistory({ history }: { history: readonly RateChange[] }): JSX.Element {
  return (
    <section className="adm-rates-history" aria-labelledby="adm-rates-history">
      <h3 id="adm-rates-history">History</h3>
      {history.length === 0 ? (
        <p>{RATES_MESSAGES.noHistory}</p>
      ) : (
        <div className="adm-table-wrap">
          <table className="adm-table adm-table--stack">
            <caption className="adm-visually-hidden">Changes of the rates, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Rates</th>
              </tr>
            </thead>
            <tbody>
              {history.map((change) => (
                <tr key={`${change.at}-${change.by}`}>
                  <td data-label="When">{formatWhen(change.at)}</td>
                  <td data-label="Who">{change.by}</td>
                  <td data-label="Rates">
                    <ul className="adm-rates-list">
                      {[...change.rates]
                        .sort((a, b) => RATE_KEYS.indexOf(a.key) - RATE_KEYS.indexOf(b.key))
                        .map((rate) => (
                          <li key={rate.key}>
                            {RATE_LABELS[rate.key]}: {perGram(rate.paisePerGram)}
                            {rate.derived ? ' (derived)' : ''}
                          </li>
                        ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
